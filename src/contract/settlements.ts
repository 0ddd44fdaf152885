/** Settlements (payouts) of restaurants: setup, logs, runs (the spec's screens, entities and error catalogue). Admins only. */
import { electronicFormatIBAN, isValidIBAN, validateIBAN, ValidationErrorsIBAN } from 'ibantools';
import { z } from 'zod';
import { email, messageAnswer, objectId, paged, pageQuery } from './common-classic';
import { endpoint } from './endpoint';
import { ADMIN_ONLY } from './roles';

export const SETTLEMENTS_PAGE_SIZE = 25;
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
/** The Payout Schedule options: 'Every Monday' … 'Every Sunday'. */
export const SCHEDULE_OPTIONS = WEEKDAYS.map((d) => ({ value: d, label: `Every ${d}` }));

export const SETTLEMENT_MESSAGES = {
  setupDone: 'Settlement successfully setup!',
  ibanRequired: 'IBAN is required',
  ibanInvalid: 'Please enter a valid IBAN',
  ibanChecksum: 'The IBAN check digits are wrong',
  ibanCountry: 'This country does not use IBAN, or the IBAN has the wrong length for its country',
  brnRequired: 'Business Regisration Number is required',
  scheduleRequired: 'Payout Schedule is required',
  restaurantNotFound: 'Restaurant not found',
  noSetup: 'This restaurant has no payout account yet',
  /** Another run holds the payout of this settlement (its provider call has not answered yet). */
  payoutInProgress: 'a payout for this settlement is in progress',
} as const;

/** An IBAN checked with ibantools (country format and check digits), answered in electronic format (no spaces, upper case). */
const iban = z
  .string({ error: SETTLEMENT_MESSAGES.ibanRequired })
  .trim()
  .min(1, SETTLEMENT_MESSAGES.ibanRequired)
  .max(64, SETTLEMENT_MESSAGES.ibanInvalid)
  .transform((s) => electronicFormatIBAN(s) ?? '')
  .superRefine((s, ctx) => {
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
  });

export const settlementSetupBody = z.object({
  /** The restaurant. */
  id: objectId,
  iban,
  brn: z
    .string({ error: SETTLEMENT_MESSAGES.brnRequired })
    .trim()
    .min(1, SETTLEMENT_MESSAGES.brnRequired)
    .max(40, 'Business Regisration Number must be at most 40 characters'),
  email,
  settlementschedule: z.enum(WEEKDAYS, { error: SETTLEMENT_MESSAGES.scheduleRequired }),
});
export type SettlementSetupBody = z.input<typeof settlementSetupBody>;

const currency = z
  .object({ code: z.string(), name: z.string().optional(), symbol: z.string().optional() })
  .passthrough();

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
  LastPayout: z.string().nullable(),
  /** The next payout day (YYYY-MM-DD, the restaurant's time zone) from the schedule, or null without setup. */
  NextPayout: z.string().nullable(),
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

export const updateSettlement = endpoint({
  method: 'POST',
  path: '/restaurant/updateSettlement',
  tag: 'Settlements',
  summary:
    "Set a restaurant's payout account: IBAN (checked: country format and check digits), business registration number, email, payout weekday",
  auth: ADMIN_ONLY,
  body: settlementSetupBody,
  response: messageAnswer,
});

export const fetchSettlements = endpoint({
  method: 'GET',
  path: '/settlements/fetch',
  tag: 'Settlements',
  summary: 'Settlement logs of one restaurant (id), newest first',
  auth: ADMIN_ONLY,
  query: pageQuery(SETTLEMENTS_PAGE_SIZE).extend({ id: objectId }),
  response: paged(settlementLog),
});

export const settlementRestaurants = endpoint({
  method: 'GET',
  path: '/settlements/restaurants',
  tag: 'Settlements',
  summary:
    'Restaurants with their payout setup, last payout and next payout (the /settlement list; the spec does not show this path)',
  auth: ADMIN_ONLY,
  query: pageQuery(SETTLEMENTS_PAGE_SIZE),
  response: paged(settlementRestaurant),
});

export const settlementRestaurantDetails = endpoint({
  method: 'GET',
  path: '/settlements/restaurant',
  tag: 'Settlements',
  summary: "One restaurant's payout setup for the Setup Settlement dialog (the spec does not show this path)",
  auth: ADMIN_ONLY,
  query: z.object({ id: objectId }),
  response: z.object({ data: settlementRestaurant }),
});

export const runSettlement = endpoint({
  method: 'POST',
  path: '/settlements/run',
  tag: 'Settlements',
  summary: 'Settle one restaurant now: the days since the last settled day up to yesterday (never a period twice)',
  description:
    'Payout = captured amounts of completed orders of the period − refunds made in the period of orders settled before − fees (SMS 0.5 per SMS, transaction 0.2 per order, card 1.25 per card order, MobilePay 1 per MobilePay order). 409 when there is nothing to settle or no payout account, and 409 "a payout for this settlement is in progress" while another run is paying the same settlement out. The payout provider is called with `Idempotency-Key: <settlement id>`; a payout whose answer is unknown (provider unreachable, 5xx) stays pending and is asked again with the same key.',
  auth: ADMIN_ONLY,
  body: z.object({ id: objectId }),
  response: z.object({ Message: z.string(), data: settlementLog }),
});
