import { PERKS_PAGE_SIZE, perksRoutes } from '../../../contract/perks/routes';
import { perkForms } from '../../../contract/perks/schemas';
import { defineResource } from '../../lib/resource';

export const perksResource = defineResource({
  name: 'perks',
  api: perksRoutes,
  forms: perkForms,
  pageSize: PERKS_PAGE_SIZE,
});
