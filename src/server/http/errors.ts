import { MESSAGES } from '../../contract/errors';

/** An error whose status and message are for the client (4xx). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** 403 field errors in the spec's format; the message is then only for logs. */
    readonly fields?: { param: string; msg: string }[],
  ) {
    super(message);
  }
}

export const notFound = (message: string = MESSAGES.notFound) => new HttpError(404, message);
export const forbidden = (message: string = MESSAGES.forbidden) => new HttpError(403, message);
export const conflict = (message: string) => new HttpError(409, message);
export const unauthorized = (message: string = MESSAGES.notSignedIn) => new HttpError(401, message);
/** A validation failure on one field, shown under that field by the web. */
export const fieldError = (param: string, msg: string) => new HttpError(403, msg, [{ param, msg }]);
