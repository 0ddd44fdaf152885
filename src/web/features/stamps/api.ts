import { STAMPS_PAGE_SIZE, stampsRoutes } from '../../../contract/stamps/routes';
import { stampForms } from '../../../contract/stamps/schemas';
import { defineResource } from '../../lib/resource';

export const stampsResource = defineResource({
  name: 'stamps',
  api: stampsRoutes,
  forms: stampForms,
  pageSize: STAMPS_PAGE_SIZE,
});
