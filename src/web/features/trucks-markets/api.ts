import { marketsCrud, trucksCrud } from '../../../contract/attachments-crud';
import { defineResource } from '../../lib/resource';

/** A change also alters the deal form's attachment choices. */
export const trucksResource = defineResource({
  name: 'trucks',
  api: trucksCrud,
  alsoRefreshes: [['deal-attachments']],
});
export const marketsResource = defineResource({
  name: 'markets',
  api: marketsCrud,
  alsoRefreshes: [['deal-attachments']],
});
