import { perksCrud, PERKS_PAGE_SIZE } from '../../../contract/perks';
import { defineResource } from '../../lib/resource';

export const perksResource = defineResource({ name: 'perks', api: perksCrud, idKey: 'id', pageSize: PERKS_PAGE_SIZE });
