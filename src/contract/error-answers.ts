/** The error answers as schemas (the server's response descriptions); the codes themselves are in errors.ts. */
import * as z from 'zod/mini';
import { ERROR_CODES, type ErrorCode } from './errors';

const codes = Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]];

/** 403 validation failure, the spec's format: one entry per problem, `param` is the field's path. */
export const fieldErrors = z.object({
  Message: z.array(z.object({ param: z.string(), msg: z.string() })),
  code: z.literal(ERROR_CODES.VALIDATION),
});

/** 401, 403 (not allowed), 404, 409, 422, 429, 5xx: a sentence for the user, and the kind of error. */
export const errorMessage = z.object({ Message: z.string(), code: z.enum(codes) });

/** 403: a validation failure or a refusal. */
export const fieldErrorsOrMessage = z.union([fieldErrors, errorMessage]);
