import type { Role } from '../roles';

/** Who may change a restaurant's configuration: the button group of the menu page hidden for RestaurantUser. */
export const CONFIG_EDITORS = ['Admin', 'RestaurantAdmin'] as const satisfies readonly Role[];
export const CONFIG_TAG = 'Restaurant configuration';
export const PRINTING_TAG = 'Printers and routing';
