/** Menu-page restaurant settings (promo availability, rush mode, promo popup) and the ratings viewer (the spec). */
import * as z from 'zod/mini';
import { availability } from '../availability';
import { messageAnswer, objectId, pageMeta, pageQuery, plainText } from '../common';
import { MENU_PAGE_SIZE, SETTINGS_MESSAGES } from './constants';

export const menuSettings = z.object({
  _id: z.string(),
  Name: z.string(),
  SurveyEnabled: z.boolean(),
  OnlinePOSDKEnabled: z.boolean(),
  /** The platform's switch for this restaurant's automated pushes (Restaurants › automated push, platform admins). */
  AutomatedPushEnabled: z.boolean(),
  /** The restaurant's currency code (DKK unless set). */
  Currency: z.string(),
  PromoAvailability: z.nullable(availability),
  RushMode: z.boolean(),
  RushModeTimes: z.nullable(availability),
  RushModeHeader: z.string(),
  RushModeMessage: z.string(),
  /** Minutes an order usually takes: the time promised to the customer at placement. */
  PreparationTime: z.int(),
  /** Minutes added to the promised time while rush mode is active. */
  RushModeMargin: z.int(),
  PromoPopUpEnabled: z.boolean(),
  PromoHeader: z.string(),
  PromoMessage: z.string(),
  PromoImage: z.string(),
});
export type MenuSettings = z.infer<typeof menuSettings>;

const header = z._default(
  plainText('Header').check(z.trim(), z.maxLength(100, 'Header must be at most 100 characters')),
  '',
);
/** Left out, the stored value stays (20 and 15 minutes until first set). */
const minutes = (label: string, min: number) =>
  z.optional(
    z
      .int(`${label} must be a whole number of minutes`)
      .check(
        z.gte(min, `${label} must be between ${min} and 240 minutes`),
        z.lte(240, `${label} must be between ${min} and 240 minutes`),
      ),
  );
const message = z._default(
  plainText('Message').check(z.trim(), z.maxLength(500, 'Message must be at most 500 characters')),
  '',
);

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

/** The endpoints of the menu page's restaurant settings and ratings. */
export const settingsSchemas = {
  settings: {
    summary:
      "The menu page's restaurant settings: promo availability, rush mode, promo popup, and whether surveys and Online POS are on",
    query: z.object({ restaurant: objectId }),
    response: z.object({ data: menuSettings }),
  },
  savePromoAvailability: {
    summary: `Save the weekly promo schedule ('${SETTINGS_MESSAGES.promoAvailability}')`,
    body: z.object({ restaurant: objectId, availability }),
    response: messageAnswer,
  },
  saveRushMode: {
    summary: `Save rush mode: on/off, its schedule, header and message, the usual preparation time and the rush margin ('${SETTINGS_MESSAGES.rushMode}')`,
    description:
      "The spec's clients send the restaurant object (`_id` instead of `restaurant`); the preparation time and rush margin stay as they are when left out.",
    body: z.object({
      restaurant: objectId,
      RushMode: z.boolean(),
      RushModeTimes: availability,
      RushModeHeader: header,
      RushModeMessage: message,
      PreparationTime: minutes('Preparation time', 1),
      RushModeMargin: minutes('Rush margin', 0),
    }),
    response: messageAnswer,
  },
  savePromoPopup: {
    summary: `Save the promo popup ('${SETTINGS_MESSAGES.promoPopup}')`,
    body: z.object({
      _id: objectId,
      PromoConfig: z.object({
        PromoPopUpEnabled: z.boolean(),
        PromoHeader: header,
        PromoMessage: message,
        PromoImage: z._default(
          plainText('Image link').check(z.trim(), z.maxLength(2000, 'Image link is too long')),
          '',
        ),
      }),
    }),
    response: messageAnswer,
  },
  ratings: {
    summary: "Customers' ratings of the restaurant, newest first, 25 per page, with averages in meta",
    query: z.extend(pageQuery(MENU_PAGE_SIZE), { restaurant: objectId }),
    response: z.object({ data: z.array(rating), meta: z.extend(pageMeta, { averages }) }),
  },
};
