/** Response messages to customers (the spec's Response Messages modal): the routes; their words are in constants.ts. */
import { ALL_ROLES } from '../../roles';
import { IN_QUERY, routes } from '../../route';
import { CONFIG_EDITORS, CONFIG_TAG } from '../editors';
import type { messagesSchemas } from './schemas';

export {
  RESPONSE_MESSAGE_KEYS,
  RESPONSE_MESSAGE_LABELS,
  responseMessageLimit,
  ORDER_ID_PLACEHOLDER,
  RESPONSE_MESSAGES_UPDATED,
  stripEmoji,
  fillOrderId,
} from './constants';
export type { ResponseMessageKey } from './constants';

export const messagesRoutes = routes<typeof messagesSchemas>()(
  { tag: CONFIG_TAG, auth: CONFIG_EDITORS, restaurantScope: IN_QUERY },
  {
    fetch: { method: 'GET', path: '/restaurant/acceptmessage/fetch', auth: ALL_ROLES },
    edit: { method: 'PUT', path: '/restaurant/acceptmessage/edit' },
  },
);
