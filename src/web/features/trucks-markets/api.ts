import { ATTACHMENTS_PAGE_SIZE, marketRoutes, truckRoutes } from '../../../contract/trucks-markets/routes';
import { attachmentForms } from '../../../contract/trucks-markets/schemas';
import { defineResource } from '../../lib/resource';

/** A change also alters the deal form's attachment choices. */
export const trucksResource = defineResource({
  name: 'trucks',
  api: truckRoutes,
  forms: attachmentForms,
  pageSize: ATTACHMENTS_PAGE_SIZE,
  alsoRefreshes: [['deal-attachments']],
});
export const marketsResource = defineResource({
  name: 'markets',
  api: marketRoutes,
  forms: attachmentForms,
  pageSize: ATTACHMENTS_PAGE_SIZE,
  alsoRefreshes: [['deal-attachments']],
});
