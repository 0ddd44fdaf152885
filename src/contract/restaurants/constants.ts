/** The plain values of the Restaurants area that both sides read (no schemas: the web imports them at run time). */
import type { Currency } from './currency';

/** 10 per page on the list, 25 on search (the spec's business constants). */
export const RESTAURANTS_PAGE_SIZE = 10;
export const RESTAURANTS_SEARCH_PAGE_SIZE = 25;

export const CURRENCIES: Record<'DKK' | 'NOK', Currency> = {
  DKK: {
    symbol: 'Dkr',
    name: 'Danish Krone',
    symbol_native: 'kr',
    decimal_digits: 2,
    rounding: 0,
    code: 'DKK',
    name_plural: 'Danish kroner',
  },
  NOK: {
    symbol: 'Nkr',
    name: 'Norwegian Krone',
    symbol_native: 'kr',
    decimal_digits: 2,
    rounding: 0,
    code: 'NOK',
    name_plural: 'Norwegian kroner',
  },
};

export const CUSTOMER_TYPES = ['Subscription customer', 'Percentage cut customer'] as const;
export const ORIGIN_LANGUAGES = ['en', 'da', 'no', 'zh', 'sr-Latn'] as const;
export const WEEKLY_REPORT_SCHEDULES = [
  'none',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

export const RESTAURANT_GALLERY_MAX = 20;

export const RESTAURANT_MESSAGES = {
  created: 'Successfully created restaurant!',
  updated: 'Successfully updated restaurant!',
  deleted: 'Successfully Deleted restaurant!',
  notFound: 'Restaurant not found',
  staffField: 'Only platform admins can change this setting',
  unknownBeacon: 'This beacon does not exist any more: please choose again',
  unknownUser: 'A selected user no longer exists: please choose again',
  noPrivateUsers: 'Please select at least one user for a private restaurant',
  selectRestaurant: 'Please select restaurant',
  migrationStarted: 'Processing migration may take few minutes to reflect.',
  migrationNotConfigured:
    'Migration to production is not configured on this server (MIGRATION_TARGET_URL is not set). Nothing was migrated.',
  /** The answer to routed printing on or off (the answer's `routed` says which). */
  routedSaved: 'Successfully updated',
  automatedPushOn: 'Automated push enabled',
  automatedPushOff: 'Automated push disabled',
} as const;
