import type { FastifyBaseLogger } from 'fastify';

/** Paying a settlement out to a restaurant's bank account (docs/architecture.md, Outside services). */
export interface PayoutRequest {
  /** The settlement log id: a provider can use it to refuse a second transfer of the same settlement. */
  reference: string;
  restaurantId: string;
  iban: string;
  amountMinor: number;
  currency: string;
}

export interface PayoutResult {
  /** 'paid': transferred; 'failed': refused (the period may be settled again); 'pending': not transferred yet. */
  status: 'paid' | 'failed' | 'pending';
  note: string;
  /**
   * Whether the transfer happened is not known (provider unreachable, timed out, 5xx, 409, 429): the same settlement
   * must be asked again with the same reference, never settled anew (that could transfer twice).
   */
  uncertain?: boolean;
}

export interface Payouts {
  readonly kind: 'manual' | 'http';
  /** Never throws: a provider that cannot be reached answers 'failed'. */
  payout(req: PayoutRequest): Promise<PayoutResult>;
}

export const MANUAL_PAYOUT_NOTE = 'manual payout due: no payout provider configured';

/** Default without a provider: nothing is transferred; the log stays pending and says the payout must be made by hand. */
export const manualPayouts: Payouts = {
  kind: 'manual',
  async payout({ amountMinor, currency, iban }) {
    return {
      status: 'pending',
      note: `${MANUAL_PAYOUT_NOTE} — transfer ${(amountMinor / 100).toFixed(2)} ${currency} to ${iban}`,
    };
  },
};

/** Provider answers that say nothing final about the transfer: asked again later with the same key. */
const UNCERTAIN_STATUSES = new Set([408, 409, 425, 429]);

/**
 * A provider with a plain JSON API: `POST { reference, iban, amount (minor units), currency }` with
 * `Idempotency-Key: <reference>`, so a provider that honours keys transfers a settlement once however often it is
 * asked. 2xx means paid; another 4xx is a refusal (failed); 5xx, 408/409/425/429, a timeout or no answer leave the
 * outcome unknown.
 */
export function httpPayouts(opts: { url: string; apiKey?: string; timeoutMs?: number }): Payouts {
  return {
    kind: 'http',
    async payout(req) {
      try {
        const res = await fetch(opts.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'idempotency-key': req.reference,
            ...(opts.apiKey ? { authorization: `Bearer ${opts.apiKey}` } : {}),
          },
          body: JSON.stringify({
            reference: req.reference,
            iban: req.iban,
            amount: req.amountMinor,
            currency: req.currency,
          }),
          signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000),
        });
        if (res.ok) return { status: 'paid', note: 'paid by the payout provider' };
        const detail = (await res.text().catch(() => '')).replace(/\s+/g, ' ').trim().slice(0, 200);
        const answered = `provider answered ${res.status}${detail ? ` ${detail}` : ''}`;
        if (res.status >= 500 || UNCERTAIN_STATUSES.has(res.status)) return unconfirmed(answered);
        return { status: 'failed', note: `failed: ${answered}` };
      } catch (err) {
        return unconfirmed(`provider unreachable (${err instanceof Error ? err.message : String(err)})`);
      }
    },
  };
}

const unconfirmed = (why: string): PayoutResult => ({
  status: 'pending',
  uncertain: true,
  note: `payout not confirmed: ${why}; it is asked again with the same reference`,
});

/** PAYOUT_PROVIDER_URL (and PAYOUT_API_KEY) switch the HTTP provider on; without them payouts are manual. */
export function payoutsFromEnv(env: NodeJS.ProcessEnv, log: FastifyBaseLogger): Payouts {
  if (!env.PAYOUT_PROVIDER_URL) {
    log.info(
      'Settlements are NOT paid out automatically (no PAYOUT_PROVIDER_URL): each settlement log says "manual payout due"',
    );
    return manualPayouts;
  }
  return httpPayouts({ url: env.PAYOUT_PROVIDER_URL, apiKey: env.PAYOUT_API_KEY || undefined });
}
