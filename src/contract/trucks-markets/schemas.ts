import * as z from 'zod/mini';
import { requiredText } from '../common';
import { crudForms, crudSchemas } from '../crud';
import { optionalText } from '../promotion-schemas';
import { ATTACHMENTS_PAGE_SIZE, MARKET_MESSAGES, TRUCK_MESSAGES } from './constants';

export const attachmentItem = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  Deals: z.int(),
});
export type AttachmentItem = z.infer<typeof attachmentItem>;

/** The form of a truck and of a market. */
export const attachmentForms = crudForms({
  idKey: 'id',
  fields: { name: requiredText('Name', 200), description: optionalText('Description', 2000) },
});
export type AttachmentCreateBody = z.output<typeof attachmentForms.createBody>;
export type AttachmentEditBody = z.output<typeof attachmentForms.editBody>;

/** The list, form and delete of trucks or of markets. */
function attachmentSchemas(noun: 'truck' | 'market') {
  const M = noun === 'truck' ? TRUCK_MESSAGES : MARKET_MESSAGES;
  const what = `${noun[0].toUpperCase()}${noun.slice(1)}s`;
  return crudSchemas({
    noun,
    item: attachmentItem,
    forms: attachmentForms,
    messages: M,
    pageSize: ATTACHMENTS_PAGE_SIZE,
    summaries: {
      fetch: `${what} (deal attachments), 25 per page, by name, with the number of deals attached to each`,
      delete: `Delete a ${noun} by id ('${M.deleted}'); a ${noun} attached to a deal answers 409`,
    },
  });
}

const trucks = attachmentSchemas('truck');
const markets = attachmentSchemas('market');

export const trucksMarketsSchemas = {
  fetchTrucks: trucks.fetch,
  addTruck: trucks.add,
  editTruck: trucks.edit,
  deleteTruck: trucks.delete,
  fetchMarkets: markets.fetch,
  addMarket: markets.add,
  editMarket: markets.edit,
  deleteMarket: markets.delete,
};
