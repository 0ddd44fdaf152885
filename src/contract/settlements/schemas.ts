/** Settlements (payouts) of restaurants: setup, logs, runs (the spec's screens, entities and error catalogue). */
import { electronicFormatIBAN, isValidIBAN, validateIBAN, ValidationErrorsIBAN } from 'ibantools';
import * as z from 'zod/mini';
import { email, messageAnswer, objectId, paged, pageQuery, plainText } from '../common';
import { SETTLEMENT_MESSAGES, SETTLEMENTS_PAGE_SIZE, WEEKDAYS } from './constants';

/** An IBAN checked with ibantools (country format and check digits), answered in electronic format (no spaces, upper case). */
const iban = z
  .pipe(
    plainText('IBAN', SETTLEMENT_MESSAGES.ibanRequired).check(
      z.trim(),
      z.minLength(1, SETTLEMENT_MESSAGES.ibanRequired),
      z.maxLength(64, SETTLEMENT_MESSAGES.ibanInvalid),
    ),
    z.transform((s: string) => electronicFormatIBAN(s) ?? ''),
  )
  .check(
    z.superRefine((s: string, ctx) => {
      if (isValidIBAN(s)) return;
      const { errorCodes } = validateIBAN(s);
      const message =
        errorCodes.includes(ValidationErrorsIBAN.NoIBANCountry) ||
        errorCodes.includes(ValidationErrorsIBAN.WrongBBANLength)
          ? SETTLEMENT_MESSAGES.ibanCountry
          : errorCodes.includes(ValidationErrorsIBAN.WrongIBANChecksum)
            ? SETTLEMENT_MESSAGES.ibanChecksum
            : SETTLEMENT_MESSAGES.ibanInvalid;
      ctx.addIssue({ code: 'custom', message });
    }),
  );

/** 'Setup Settlement': the restaurant (`id`), IBAN, business registration number, email, payout weekday. */
export const settlementSetupBody = z.object({
  /** The restaurant. */
  id: objectId,
  iban,
  brn: plainText('Business Registration Number', SETTLEMENT_MESSAGES.brnRequired).check(
    z.trim(),
    z.minLength(1, SETTLEMENT_MESSAGES.brnRequired),
    z.maxLength(40, 'Business Regisration Number must be at most 40 characters'),
  ),
  email,
  settlementschedule: z.enum(WEEKDAYS, { error: SETTLEMENT_MESSAGES.scheduleRequired }),
});
export type SettlementSetupBody = z.input<typeof settlementSetupBody>;

const currency = z.looseObject({ code: z.string(), name: z.optional(z.string()), symbol: z.optional(z.string()) });

/** A restaurant as the settlement pages show it (the spec's entity "Restaurant (settlement list)"). */
export const settlementRestaurant = z.object({
  _id: z.string(),
  Name: z.string(),
  /** The payout account number (the IBAN); empty without setup. */
  ZTLAccountNumber: z.string(),
  IBAN: z.string(),
  BRN: z.string(),
  Email: z.string(),
  /** 'Monday' … 'Sunday', or '' without setup. */
  SettlementSchedule: z.string(),
  currency,
  /** Initiate date of the last paid settlement (ISO), or null. */
  LastPayout: z.nullable(z.string()),
  /** The next payout day (YYYY-MM-DD, the restaurant's time zone) from the schedule, or null without setup. */
  NextPayout: z.nullable(z.string()),
});
export type SettlementRestaurant = z.infer<typeof settlementRestaurant>;

/** The spec's entity "Settlement log": Date (initiated), StartDate, EndDate, Amount, Status. */
export const settlementLog = z.object({
  _id: z.string(),
  Date: z.string(),
  StartDate: z.string(),
  EndDate: z.string(),
  /** In currency units (2 decimals). */
  Amount: z.number(),
  Status: z.string(),
  currency: z.string(),
  /** What the payout integration said (e.g. 'manual payout due: no payout provider configured'). */
  note: z.string(),
});
export type SettlementLog = z.infer<typeof settlementLog>;

const restaurantId = z.object({ id: objectId });

/** The payout a run would make: its period (YYYY-MM-DD, both included) and amount in currency units. */
const settlementPreview = z.object({
  StartDate: z.string(),
  EndDate: z.string(),
  Amount: z.number(),
  currency: z.string(),
});
export type SettlementPreview = z.infer<typeof settlementPreview>;

export const settlementsSchemas = {
  setup: {
    summary:
      "Set a restaurant's payout account: IBAN (checked: country format and check digits), business registration number, email, payout weekday",
    body: settlementSetupBody,
    response: messageAnswer,
  },
  fetch: {
    summary: 'Settlement logs of one restaurant (id), newest first',
    query: z.extend(pageQuery(SETTLEMENTS_PAGE_SIZE), { id: objectId }),
    response: paged(settlementLog),
  },
  restaurants: {
    summary:
      'Restaurants with their payout setup, last payout and next payout (the /settlement list; the spec does not show this path)',
    query: pageQuery(SETTLEMENTS_PAGE_SIZE),
    response: paged(settlementRestaurant),
  },
  restaurant: {
    summary: "One restaurant's payout setup for the Setup Settlement dialog (the spec does not show this path)",
    query: restaurantId,
    response: z.object({ data: settlementRestaurant }),
  },
  preview: {
    summary:
      'What "Settle now" would pay out for one restaurant (id), without paying: the period and the amount a person confirms before the run',
    description:
      'The same period and payout formula as POST /settlements/run (a payout still open is the one the run finishes first). 409 when there is nothing to settle or no payout account.',
    query: restaurantId,
    response: z.object({ data: settlementPreview }),
  },
  run: {
    summary: 'Settle one restaurant now: the days since the last settled day up to yesterday (never a period twice)',
    description:
      'Payout = captured amounts of completed orders of the period − refunds made in the period of orders settled before − fees (SMS 0.5 per SMS, transaction 0.2 per order, card fee per card order (Config › Card fee, 1.25 unless changed), MobilePay 1 per MobilePay order). 409 when there is nothing to settle or no payout account, and 409 "a payout for this settlement is in progress" while another run is paying the same settlement out. With `amount` (what the person confirmed) a run whose payout differs answers 409 "The amount to settle has changed: please check it again" and pays nothing. The payout provider is called with `Idempotency-Key: <settlement id>`; a payout whose answer is unknown (provider unreachable, 5xx) stays pending and is asked again with the same key.',
    body: z.extend(restaurantId, {
      /** The amount the person confirmed (currency units, from /settlements/preview): a run that would pay another pays nothing. */
      amount: z.optional(z.number()),
    }),
    response: z.object({ Message: z.string(), data: settlementLog }),
  },
};
