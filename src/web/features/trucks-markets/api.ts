import { ATTACHMENTS_PAGE_SIZE, marketsCrud, trucksCrud } from '../../../contract/attachments-crud';
import { defineResource } from '../../lib/resource';

/** A change also alters the deal form's attachment choices. */
export const trucksResource = defineResource({ name: 'trucks', api: trucksCrud, idKey: 'id', pageSize: ATTACHMENTS_PAGE_SIZE, alsoRefreshes: [['deal-attachments']] });
export const marketsResource = defineResource({ name: 'markets', api: marketsCrud, idKey: 'id', pageSize: ATTACHMENTS_PAGE_SIZE, alsoRefreshes: [['deal-attachments']] });
