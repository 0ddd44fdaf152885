/**
 * Printers, print layouts and POS devices (the spec's Printers and POS Devices modals and the /restaurant-routing
 * page), and the order card's Reprint (beyond the spec). The printers themselves poll CloudPRNT (`CLOUDPRNT_PATH`),
 * which speaks Star's protocol and is not in this table.
 */
import { ALL_ROLES } from '../../roles';
import { IN_BODY, IN_QUERY, routes, type RestaurantScope } from '../../route';
import { CONFIG_EDITORS, PRINTING_TAG } from '../editors';
import type { printersSchemas } from './schemas';

/** Layouts name their restaurant as `restaurantid`. */
const IN_BODY_AS_RESTAURANTID = { in: 'body', key: 'restaurantid' } as const satisfies RestaurantScope;

export const printersRoutes = routes<typeof printersSchemas>()(
  { tag: PRINTING_TAG, auth: CONFIG_EDITORS },
  {
    fetch: { method: 'GET', path: '/restaurant/printer/fetch', auth: ALL_ROLES, restaurantScope: IN_QUERY },
    add: { method: 'POST', path: '/restaurant/printer/add', restaurantScope: IN_BODY },
    edit: { method: 'PUT', path: '/restaurant/printer/edit', restaurantScope: IN_BODY },
    delete: { method: 'DELETE', path: '/restaurant/printer/delete', restaurantScope: IN_QUERY },
    regeneratePassword: { method: 'POST', path: '/restaurant/printer/regeneratepassword', restaurantScope: IN_BODY },

    fetchLayouts: { method: 'GET', path: '/printlayout/fetch', auth: ALL_ROLES, restaurantScope: IN_QUERY },
    createLayout: { method: 'POST', path: '/printlayout/create', restaurantScope: IN_BODY_AS_RESTAURANTID },
    editLayout: { method: 'PUT', path: '/printlayout/edit', restaurantScope: IN_BODY_AS_RESTAURANTID },
    deleteLayout: { method: 'DELETE', path: '/printlayout/delete' },

    fetchPosDevices: { method: 'GET', path: '/pos/fetchdevices', auth: ALL_ROLES, restaurantScope: IN_QUERY },
    savePosDevice: { method: 'POST', path: '/pos/savedevice', restaurantScope: IN_BODY },
    deletePosDevice: { method: 'DELETE', path: '/pos/deletedevice', restaurantScope: IN_QUERY },

    reprint: { method: 'POST', path: '/orders/restaurant/reprint', auth: ALL_ROLES },
  },
);
