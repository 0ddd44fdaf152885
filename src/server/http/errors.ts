import type { FastifyReply } from 'fastify';
import { codeOfStatus, ERROR_CODES, MESSAGES, type ErrorCode } from '../../contract/errors';

export interface FieldError {
  param: string;
  msg: string;
}

/** An error whose status and message are for the client (4xx); `code` is its kind (by default from the status). */
export class HttpError extends Error {
  readonly code: ErrorCode;
  constructor(
    readonly statusCode: number,
    message: string,
    /** 403 field errors in the spec's format; the message is then only for logs. */
    readonly fields?: FieldError[],
    code?: ErrorCode,
  ) {
    super(message);
    this.code = code ?? (fields ? ERROR_CODES.VALIDATION : codeOfStatus(statusCode));
  }
}

/** The body of an error answer: the spec's `Message` and the kind of error. */
export const errorAnswer = (Message: string | { param: string; msg?: string }[], code: ErrorCode) => ({
  Message,
  code,
});

/** Answers an error outside the error handler (routes that answer their own errors). */
export const sendError = (reply: FastifyReply, status: number, message: string, code = codeOfStatus(status)) =>
  reply.status(status).send(errorAnswer(message, code));

export const notFound = (message: string = MESSAGES.notFound) => new HttpError(404, message);
export const forbidden = (message: string = MESSAGES.forbidden) => new HttpError(403, message);
export const conflict = (message: string) => new HttpError(409, message);
/** 409: the order or call-a-waiter request is in a state that no longer allows the action (another device changed it). */
export const stateConflict = (message: string) =>
  new HttpError(409, message, undefined, ERROR_CODES.ORDER_STATE_CONFLICT);
export const unauthorized = (message: string = MESSAGES.notSignedIn) => new HttpError(401, message);
/** A validation failure on one field, shown under that field by the web. */
export const fieldError = (param: string, msg: string) => new HttpError(403, msg, [{ param, msg }]);
