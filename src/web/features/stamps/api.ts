import { stampAdd, stampDelete, stampEdit, stampFetch, STAMPS_PAGE_SIZE } from '../../../contract/stamps';
import { defineResource } from '../../lib/resource';

export const stampsResource = defineResource({ name: 'stamps', api: { fetch: stampFetch, add: stampAdd, edit: stampEdit, delete: stampDelete }, idKey: 'id', pageSize: STAMPS_PAGE_SIZE });
