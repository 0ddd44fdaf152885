/** Menu-page restaurant settings (promo availability, rush mode, promo popup) and the ratings viewer (the spec). */
import { z } from 'zod';
import { availability } from './availability-classic';
import { messageAnswer, objectId, pageMeta, pageQuery } from './common-classic';
import { endpoint } from './endpoint';
import { ALL_ROLES, type Role } from './roles';

/** RestaurantUser does not see the restaurant-settings button group of the menu page; the server refuses them too. */
const MENU_SETTINGS_ROLES = ['Admin', 'RestaurantAdmin'] as const satisfies readonly Role[];

export const SETTINGS_MESSAGES = {
  promoAvailability: 'Promo availability updated!',
  rushMode: 'Successfully updated rush mode!',
  promoPopup: 'Successfully updated promo popup!',
} as const;

export const menuSettings = z.object({
  _id: z.string(),
  Name: z.string(),
  SurveyEnabled: z.boolean(),
  OnlinePOSDKEnabled: z.boolean(),
  /** The restaurant's currency code (DKK unless set). */
  Currency: z.string(),
  PromoAvailability: availability.nullable(),
  RushMode: z.boolean(),
  RushModeTimes: availability.nullable(),
  RushModeHeader: z.string(),
  RushModeMessage: z.string(),
  PromoPopUpEnabled: z.boolean(),
  PromoHeader: z.string(),
  PromoMessage: z.string(),
  PromoImage: z.string(),
});
export type MenuSettings = z.infer<typeof menuSettings>;

export const menuSettingsFetch = endpoint({
  method: 'GET',
  path: '/menu/settings',
  tag: 'Menu',
  summary:
    "The menu page's restaurant settings: promo availability, rush mode, promo popup, and whether surveys and Online POS are on",
  auth: ALL_ROLES,
  restaurantScope: { in: 'query', key: 'restaurant' },
  query: z.object({ restaurant: objectId }),
  response: z.object({ data: menuSettings }),
});

export const updatePromoAvailability = endpoint({
  method: 'PUT',
  path: '/restaurant/updatepromoavailability',
  tag: 'Menu',
  summary: `Save the weekly promo schedule ('${SETTINGS_MESSAGES.promoAvailability}')`,
  auth: MENU_SETTINGS_ROLES,
  restaurantScope: { in: 'body', key: 'restaurant' },
  body: z.object({ restaurant: objectId, availability }),
  response: messageAnswer,
});

export const rushModeEdit = endpoint({
  method: 'PUT',
  path: '/rushmode/edit',
  tag: 'Menu',
  summary: `Save rush mode: on/off, its schedule, header and message ('${SETTINGS_MESSAGES.rushMode}')`,
  auth: MENU_SETTINGS_ROLES,
  restaurantScope: { in: 'body', key: 'restaurant' },
  body: z.object({
    restaurant: objectId,
    RushMode: z.boolean(),
    RushModeTimes: availability,
    RushModeHeader: z.string().trim().max(100, 'Header must be at most 100 characters').default(''),
    RushModeMessage: z.string().trim().max(500, 'Message must be at most 500 characters').default(''),
  }),
  response: messageAnswer,
});

export const promoConfigEdit = endpoint({
  method: 'PUT',
  path: '/promoconfig/edit',
  tag: 'Menu',
  summary: `Save the promo popup ('${SETTINGS_MESSAGES.promoPopup}')`,
  auth: MENU_SETTINGS_ROLES,
  restaurantScope: { in: 'body', key: '_id' },
  body: z.object({
    _id: objectId,
    PromoConfig: z.object({
      PromoPopUpEnabled: z.boolean(),
      PromoHeader: z.string().trim().max(100, 'Header must be at most 100 characters').default(''),
      PromoMessage: z.string().trim().max(500, 'Message must be at most 500 characters').default(''),
      PromoImage: z.string().trim().max(2000, 'Image link is too long').default(''),
    }),
  }),
  response: messageAnswer,
});

export const rating = z.object({
  _id: z.string(),
  User: z.object({ Name: z.string(), Avatar: z.string() }),
  Date: z.string(),
  Comments: z.string(),
  MainRating: z.number(),
  Food: z.number(),
  Service: z.number(),
  WaitingTime: z.number(),
  OrderingExperience: z.number(),
});
export type Rating = z.infer<typeof rating>;
const averages = z.object({
  MainRating: z.number(),
  Food: z.number(),
  Service: z.number(),
  WaitingTime: z.number(),
  OrderingExperience: z.number(),
});
export const ratingsFetch = endpoint({
  method: 'GET',
  path: '/ratings/fetch',
  tag: 'Menu',
  summary: "Customers' ratings of the restaurant, newest first, 25 per page, with averages in meta",
  auth: ALL_ROLES,
  restaurantScope: { in: 'query', key: 'restaurant' },
  query: pageQuery(25).extend({ restaurant: objectId }),
  response: z.object({
    data: z.array(rating),
    meta: pageMeta.extend({ averages }),
  }),
});
