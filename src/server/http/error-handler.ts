import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { MESSAGES } from '../../contract/errors';
import { HttpError } from './errors';

/** The error answers of the API (DESIGN.md): 403 field list for validation, `{ Message }` otherwise, no internals on 5xx. */
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
      return reply.status(403).send({ Message });
    }
    if (err instanceof HttpError) {
      return reply.status(err.statusCode).send({ Message: err.fields ?? err.message });
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err, issues: err.cause?.issues }, 'response does not match the contract');
      return reply.status(500).send({ Message: MESSAGES.serverError });
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
      return reply.status(status).send({ Message: message });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(status >= 500 ? status : 500).send({ Message: MESSAGES.serverError });
  });

  app.setNotFoundHandler((req, reply) =>
    reply.status(404).send({ Message: `No such endpoint: ${req.method} ${req.url.split('?')[0]}` }),
  );
}
