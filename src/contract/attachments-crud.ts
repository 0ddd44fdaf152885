import { z } from 'zod';
import { requiredText } from './common-classic';
import { crud, crudNotices } from './crud-classic';
import { optionalText } from './promotions-common';
import { ADMIN_ONLY } from './roles';

/** Trucks and markets: the attachments deals choose from (the spec names /trucks and /markets). */
const ATTACHMENTS_PAGE_SIZE = 25;

export const attachmentItem = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  Deals: z.number().int(),
});
export type AttachmentItem = z.infer<typeof attachmentItem>;

const fields = { name: requiredText('Name', 200), description: optionalText('Description', 2000) };

const messages = <const N extends string>(noun: N) => ({
  ...crudNotices(noun, `No ${noun}s`),
  inUse: (n: number) => `This ${noun} is attached to ${n} deal(s): detach it from them first`,
});

export const TRUCK_MESSAGES = messages('truck');
export const MARKET_MESSAGES = messages('market');

/** The list, form and delete of trucks or of markets: the same calls under the spec's two names. */
function attachmentCrud(noun: 'truck' | 'market', paths: { fetch: string; add: string; edit: string; delete: string }) {
  const M = noun === 'truck' ? TRUCK_MESSAGES : MARKET_MESSAGES;
  const what = `${noun[0].toUpperCase()}${noun.slice(1)}s`;
  return crud({
    tag: 'Trucks and markets',
    noun,
    auth: ADMIN_ONLY,
    item: attachmentItem,
    fields,
    idKey: 'id',
    pageSize: ATTACHMENTS_PAGE_SIZE,
    messages: M,
    paths,
    summaries: {
      fetch: `${what} (deal attachments), 25 per page, by name, with the number of deals attached to each`,
      delete: `Delete a ${noun} by id ('${M.deleted}'); a ${noun} attached to a deal answers 409`,
    },
  });
}

export const trucksCrud = attachmentCrud('truck', {
  fetch: '/truck/fetch',
  add: '/truck/add',
  edit: '/truck/edit',
  delete: '/truck/delete',
});
export const marketsCrud = attachmentCrud('market', {
  fetch: '/market/fetch',
  add: '/market/add',
  edit: '/market/edit',
  delete: '/market/delete',
});
