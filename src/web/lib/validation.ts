/**
 * Validation in the browser with the contract's zod/mini schemas. zod/mini brings no messages of its own: the readable
 * ones ("<Label> is required", src/contract/readable-errors.ts) and the English locale are set here, once, when the
 * first screen that validates loads (an admin form; never the kitchen's first load).
 */
import { schemaResolver } from '@mantine/form';
import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';
import { readableError } from '../../contract/readable-errors';

z.config({ ...en(), customError: readableError });

/** A Mantine form's `validate` from a contract schema, checked as the form changes. */
export function formResolver(schema: z.core.$ZodType) {
  return schemaResolver(schema, { sync: true });
}

/** `value` checked against `schema`, with the English messages. */
export function check<S extends z.core.$ZodType>(schema: S, value: unknown) {
  return z.safeParse(schema, value);
}
