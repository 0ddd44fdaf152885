/**
 * The bodies of the staff's order actions (spec: orderid, id, comment, reason, time); `id` is the order's _id.
 * The spec's clients send the whole body on every action: `time: 0` (or '', null) means no time where none is needed,
 * minutes may come as text, and an unused comment or reason as null.
 */
import * as z from 'zod/mini';
import { objectId, plainText } from '../common';
import { LINE_CANCEL_REASON_REQUIRED, REFUND_REASON_REQUIRED } from './constants';

const NO_TIME = 'Please choose a preparation time';

/** Minutes as a number or as text ('25'); 0, '' and null read as "not given". */
const minutesIn = z.pipe(
  z.union([z.number({ error: NO_TIME }), z.string().check(z.trim(), z.regex(/^\d*$/, NO_TIME)), z.null()], {
    error: NO_TIME,
  }),
  z.transform((v: number | string | null) => (v === null || v === '' ? undefined : Number(v))),
);
const minutes = z
  .number({ error: NO_TIME })
  .check(z.int(NO_TIME), z.gte(1, NO_TIME), z.lte(24 * 60, 'At most 24 hours'));

/* @__NO_SIDE_EFFECTS__ */
function optionalText(max: number, label: string) {
  return z.pipe(
    z.optional(z.nullable(plainText(label).check(z.maxLength(max, `${label} must be at most ${max} characters`)))),
    z.transform((v: string | null | undefined) => v ?? undefined),
  );
}

export const actionBody = z.object({
  id: objectId,
  orderid: z.optional(z.nullable(z.union([z.number(), plainText('Order id').check(z.maxLength(20))]))),
  comment: optionalText(500, 'Comment'),
  reason: optionalText(200, 'Reason'),
  time: z.optional(
    z.pipe(
      z.pipe(
        minutesIn,
        z.transform((v: number | undefined) => (v === 0 ? undefined : v)),
      ),
      z.optional(minutes),
    ),
  ),
});

/** Long wait: minutes required (0 is refused). */
export const longWaitBody = z.extend(actionBody, { time: z.pipe(minutesIn, minutes) });

const SELECT_REASON = 'Please select a reason above.';
export const declineBody = z.extend(actionBody, {
  reason: plainText('Reason', SELECT_REASON).check(z.trim(), z.minLength(1, SELECT_REASON), z.maxLength(200)),
});

export const refundBody = z.extend(actionBody, {
  reason: plainText('Reason', REFUND_REASON_REQUIRED).check(
    z.trim(),
    z.minLength(1, REFUND_REASON_REQUIRED),
    z.maxLength(200, 'Reason must be at most 200 characters'),
  ),
});

export const completeAllBody = z.object({ restaurant: objectId });

/** A kitchen station as `?station=` names it: a printer's id or its serial. */
const stationName = plainText('Station', 'Please choose a station').check(
  z.trim(),
  z.minLength(1, 'Please choose a station'),
  z.maxLength(64, 'Station must be at most 64 characters'),
);

export const stationDoneBody = z.object({ id: objectId, station: stationName });

const lineIndex = z
  .int('Please choose a line')
  .check(z.gte(0, 'Please choose a line'), z.lte(999, 'Please choose a line'));

export const lineDoneBody = z.object({ id: objectId, line: lineIndex });

/** `qty`: how many of the line to cancel (all that is left when not given). */
export const lineCancelBody = z.object({
  id: objectId,
  line: lineIndex,
  qty: z.optional(
    z.int('Please choose how many to cancel').check(z.gte(1, 'Cancel at least 1'), z.lte(999, 'Cancel at most 999')),
  ),
  reason: plainText('Reason', LINE_CANCEL_REASON_REQUIRED).check(
    z.trim(),
    z.minLength(1, LINE_CANCEL_REASON_REQUIRED),
    z.maxLength(200, 'Reason must be at most 200 characters'),
  ),
});

/**
 * With `line`: that crossed-off line is open again (its station's bump with it). With `station`: undo that station's
 * bump and crossed-off lines. With neither: bring a completed order back.
 */
export const recallBody = z.object({ id: objectId, station: z.optional(stationName), line: z.optional(lineIndex) });
