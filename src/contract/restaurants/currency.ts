/** A restaurant's currency as the API answers and takes it. */
import * as z from 'zod/mini';
import { plainText } from '../common';

export const currency = z.object({
  symbol: plainText('Currency symbol').check(z.maxLength(10)),
  name: plainText('Currency name').check(z.maxLength(60)),
  symbol_native: plainText('Currency symbol').check(z.maxLength(10)),
  decimal_digits: z.number().check(z.int(), z.gte(0), z.lte(4)),
  rounding: z.number().check(z.gte(0)),
  code: plainText('Currency code').check(z.length(3)),
  name_plural: plainText('Currency name').check(z.maxLength(60)),
});
export type Currency = z.infer<typeof currency>;
