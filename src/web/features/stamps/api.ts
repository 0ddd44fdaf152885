import { stamps } from '../../../contract/stamps';
import { defineResource } from '../../lib/resource';

export const stampsResource = defineResource({ name: 'stamps', api: stamps });
