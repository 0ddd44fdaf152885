import { perksCrud } from '../../../contract/perks';
import { defineResource } from '../../lib/resource';

export const perksResource = defineResource({ name: 'perks', api: perksCrud });
