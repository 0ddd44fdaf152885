import { randomBytes } from 'node:crypto';

export interface RefundResult {
  method: 'manual' | 'provider';
  reference: string;
  /** Said to the user with the refund's success notice. */
  note: string;
}

export interface Payments {
  readonly kind: 'manual' | 'provider';
  /**
   * Called inside the order's refund transaction (the status change, the stamps given back and the recorded refund
   * commit together), so it must answer without waiting on the network: the manual default does. A provider that is
   * called over the network belongs in a job written in that transaction (src/server/jobs), keyed by the order so it
   * refunds once, rather than here, where it would hold the transaction and the order's row lock while it answers.
   */
  refund(input: { orderId: string; amountMinor: number; currency: string; paymentType: string }): Promise<RefundResult>;
}

/**
 * Default without a payment provider: the refund is recorded as manual, and the answer says so,
 * so staff know to pay the money back through the payment terminal or the provider's dashboard.
 */
export const manualRefunds: Payments = {
  kind: 'manual',
  async refund({ amountMinor, currency }) {
    return {
      method: 'manual',
      reference: `manual-${randomBytes(4).toString('hex')}`,
      note: `No payment provider is configured: refund ${(amountMinor / 100).toFixed(2)} ${currency} to the customer manually.`,
    };
  },
};
