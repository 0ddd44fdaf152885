/** The plain values of settlements that both sides read: page size, payout schedule options and messages. */

export const SETTLEMENTS_PAGE_SIZE = 25;
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
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
  /** The payout differs from the amount the person confirmed (orders or refunds changed in between). */
  amountChanged: 'The amount to settle has changed: please check it again',
} as const;
