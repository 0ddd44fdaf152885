import type { UseFormReturnType } from '@mantine/form';
import { defaultAvailability } from '../../../contract/availability';
import {
  adminOnlyFields,
  restaurantCreate,
  staffFields,
  type AdminOnlyField,
  type Restaurant,
} from '../../../contract/restaurants/schemas';

type Editable = Omit<
  Restaurant,
  '_id' | 'routed' | 'automatedpushenabled' | 'openhours' | 'move' | 'icon' | 'timezone'
>;
type StaffField = keyof typeof staffFields;

/** What the restaurant form holds: the fields staff may change, and (for admins only) the platform settings. */
export type RestaurantFormValues = Pick<Editable, StaffField> &
  Partial<Pick<Editable, AdminOnlyField>> & { id?: string };
export type RestaurantForm = UseFormReturnType<RestaurantFormValues>;

const STAFF_KEYS = Object.keys(staffFields) as StaffField[];
const ADMIN_KEYS = Object.keys(adminOnlyFields) as AdminOnlyField[];

/** A new restaurant: the contract's defaults (the spec's states and transitions), with name and address still to fill in. */
export function newRestaurantValues(): RestaurantFormValues {
  const defaults = restaurantCreate.parse({ name: '-', address: '-' });
  return { ...defaults, name: '', address: '', availability: defaultAvailability() };
}

/** The form's values of an existing restaurant; staff get only the fields they may change (the server refuses the others). */
export function valuesOf(r: Restaurant, staff: boolean): RestaurantFormValues & { id: string } {
  const keys: (StaffField | AdminOnlyField)[] = staff ? STAFF_KEYS : [...STAFF_KEYS, ...ADMIN_KEYS];
  return { id: r._id, ...(Object.fromEntries(keys.map((k) => [k, r[k]])) as Pick<Editable, StaffField>) };
}
