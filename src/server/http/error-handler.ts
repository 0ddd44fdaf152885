import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { codeOfStatus, ERROR_CODES, MESSAGES } from '../../contract/errors';
import { errorAnswer, HttpError } from './errors';

/**
 * The error answers of the API (docs/architecture.md, Errors): 403 field list for validation, `{ Message }` otherwise, no internals on 5xx;
 * each with its kind as `code` (src/contract/errors.ts).
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | HttpError | Error, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const seen = new Set<string>();
      const Message = err.validation
        .map((v) => {
          const param = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || (err.validationContext ?? 'body');
          return {
            param,
            msg:
              param === 'body' && v.params && 'expected' in v.params
                ? 'Request body is missing or not an object'
                : v.message,
          };
        })
        .filter((e) => (seen.has(e.param) ? false : (seen.add(e.param), true)));
      return reply.status(403).send(errorAnswer(Message, ERROR_CODES.VALIDATION));
    }
    if (err instanceof HttpError) {
      return reply.status(err.statusCode).send(errorAnswer(err.fields ?? err.message, err.code));
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err, issues: err.cause?.issues }, 'response does not match the contract');
      return reply.status(500).send(errorAnswer(MESSAGES.serverError, ERROR_CODES.INTERNAL));
    }
    const status = 'statusCode' in err && typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) {
      const code = 'code' in err ? err.code : undefined;
      const message =
        code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError
          ? 'Malformed JSON body'
          : code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
            ? 'Request body is empty but Content-Type is application/json'
            : code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
              ? 'Unsupported Content-Type; send application/json'
              : code === 'FST_ERR_CTP_BODY_TOO_LARGE'
                ? 'Request body is too large'
                : err.message;
      return reply.status(status).send(errorAnswer(message, codeOfStatus(status)));
    }
    req.log.error({ err }, 'unhandled error');
    const serverStatus = status >= 500 ? status : 500;
    return reply.status(serverStatus).send(errorAnswer(MESSAGES.serverError, codeOfStatus(serverStatus)));
  });

  app.setNotFoundHandler((req, reply) =>
    reply
      .status(404)
      .send(errorAnswer(`No such endpoint: ${req.method} ${req.url.split('?')[0]}`, ERROR_CODES.NOT_FOUND)),
  );
}
