import * as z from 'zod/mini';
import { objectId } from '../common';

export const onlinePosSchemas = {
  sync: {
    summary:
      "Fetch a restaurant's products from Online POS DK (without a restaurant: of every restaurant that has it on) and update the bound menu items and extras",
    description:
      'Menu items and extras bound to a POS product (`onlineposproductid`) take its name and price. Answers 409 with a plain message when Online POS DK is not configured on the server, or not enabled for the restaurant; 502 when the POS fails. ' +
      "Sent with no payload (the profile menu's Sync Online POS), every restaurant with Online POS DK on and a token is synced; the message names those that failed, and the answer is 502 only when none could be synced.",
    body: z.object({ restaurant: z.optional(objectId) }),
    response: z.object({
      Message: z.string(),
      data: z.object({ products: z.int(), updated: z.int() }),
    }),
  },
};
