import { z } from 'zod';
import { requiredText } from './common';
import { crud } from './crud';
import { optionalText } from './promotions-common';
import { ADMIN_ONLY } from './roles';

/** Trucks and markets: the attachments deals choose from (spec part 1 names /trucks and /markets). */
export const ATTACHMENTS_PAGE_SIZE = 25;

export const attachmentItem = z.object({ _id: z.string(), name: z.string(), description: z.string(), Deals: z.number().int() });
export type AttachmentItem = z.infer<typeof attachmentItem>;

const fields = { name: requiredText('Name', 200), description: optionalText('Description', 2000) };

export const TRUCK_MESSAGES = {
  created: 'Successfully created truck!',
  updated: 'Successfully updated truck!',
  deleted: 'Successfully deleted truck!',
  notFound: 'Truck not found',
  inUse: (n: number) => `This truck is attached to ${n} deal(s): detach it from them first`,
  empty: 'No trucks',
} as const;

export const MARKET_MESSAGES = {
  created: 'Successfully created market!',
  updated: 'Successfully updated market!',
  deleted: 'Successfully deleted market!',
  notFound: 'Market not found',
  inUse: (n: number) => `This market is attached to ${n} deal(s): detach it from them first`,
  empty: 'No markets',
} as const;

export const trucksCrud = crud({
  tag: 'Trucks and markets',
  auth: ADMIN_ONLY,
  noun: 'truck',
  item: attachmentItem,
  fields,
  idKey: 'id',
  pageSize: ATTACHMENTS_PAGE_SIZE,
  messages: TRUCK_MESSAGES,
  paths: { fetch: '/truck/fetch', add: '/truck/add', edit: '/truck/edit', delete: '/truck/delete' },
  summaries: {
    fetch: 'Trucks (deal attachments), 25 per page, by name, with the number of deals attached to each',
    delete: `Delete a truck by id ('${TRUCK_MESSAGES.deleted}'); a truck attached to a deal answers 409`,
  },
});

export const marketsCrud = crud({
  tag: 'Trucks and markets',
  auth: ADMIN_ONLY,
  noun: 'market',
  item: attachmentItem,
  fields,
  idKey: 'id',
  pageSize: ATTACHMENTS_PAGE_SIZE,
  messages: MARKET_MESSAGES,
  paths: { fetch: '/market/fetch', add: '/market/add', edit: '/market/edit', delete: '/market/delete' },
  summaries: {
    fetch: 'Markets (deal attachments), 25 per page, by name, with the number of deals attached to each',
    delete: `Delete a market by id ('${MARKET_MESSAGES.deleted}'); a market attached to a deal answers 409`,
  },
});
