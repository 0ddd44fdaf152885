/** The customer apps' own calls: registered customer sign-in and sign-out, device positions, rating an order. */
import { routes } from '../route';
import type { loyaltySchemas } from './schemas';

export const loyaltyRoutes = routes<typeof loyaltySchemas>()(
  { tag: 'Customer apps', auth: 'public' },
  {
    authenticate: { method: 'POST', path: '/mobile/customer/authenticate' },
    logout: { method: 'DELETE', path: '/mobile/customer/logout' },
    position: { method: 'POST', path: '/mobile/device/position' },
    rate: { method: 'POST', path: '/mobile/rating', status: 201 },
  },
);

export const RATING_MESSAGES = {
  rated: 'Thank you for your rating!',
  surveyOff: (restaurant: string) => `${restaurant} does not ask for ratings`,
  notYours: "Only the order's customer may rate it: sign in as that customer, or give the order's mobile number",
  notCompleted: 'Only a completed order can be rated',
  tooEarly: (minutes: number) => `This order can be rated in ${minutes} minute${minutes === 1 ? '' : 's'}`,
  alreadyRated: 'This order has already been rated',
  orderNotFound: 'Order not found',
} as const;
