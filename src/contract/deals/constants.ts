/** The plain values of deals that both sides read: page size, views, statuses, types and messages. */
import { crudNotices } from '../notices';
import { END_BEFORE_START, pushNotices } from '../promotions';

export const DEALS_PAGE_SIZE = 10;

/** The views of the deals list as the API names them: 'personal' = exclusive deals, 'inactive' = expired. */
export const DEAL_VIEWS = ['active', 'personal', 'upcoming', 'inactive'] as const;
export type DealView = (typeof DEAL_VIEWS)[number];
/** Where a deal stands today ('expired' is the view 'inactive'). */
export const DEAL_STATUSES = ['active', 'upcoming', 'personal', 'expired'] as const;
export type DealStatus = (typeof DEAL_STATUSES)[number];
export const DEAL_TYPES = ['truck', 'market'] as const;
export type DealType = (typeof DEAL_TYPES)[number];

export const DEAL_MESSAGES = {
  /** The list's empty state (the spec's screens). */
  ...crudNotices('deal', 'No coupons'),
  ...pushNotices('deal'),
  /** The spec's validation rules. */
  noAttachment: 'Please select deal type attachment!',
  attachmentGone: 'An attached truck or market no longer exists: please choose again',
  noType: 'Please select deal type (truck or market)',
  endBeforeStart: END_BEFORE_START,
  promoRequired: 'Promo code is required',
  promoFormat: 'Promo code may only contain letters, digits, - and _',
  promoTaken: 'Promo code is already used by another custom deal',
  noPersonalCustom: 'Custom deals have no personal view',
  attachmentNotFound: 'Truck or market not found',
} as const;

/** The web's status filter uses 'expired' where the API says 'inactive'. */
export const viewOfStatus = (s: DealStatus): DealView => (s === 'expired' ? 'inactive' : s);
