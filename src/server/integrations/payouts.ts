import type { FastifyBaseLogger } from 'fastify';

/** Paying a settlement out to a restaurant's bank account (DESIGN.md, "Outside services"). */
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

/** A provider with a plain JSON API: `POST { reference, iban, amount (minor units), currency }`; 2xx means paid. */
export function httpPayouts(opts: { url: string; apiKey?: string; timeoutMs?: number }): Payouts {
  return {
    kind: 'http',
    async payout(req) {
      try {
        const res = await fetch(opts.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
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
        return { status: 'failed', note: `failed: provider answered ${res.status}${detail ? ` ${detail}` : ''}` };
      } catch (err) {
        return {
          status: 'failed',
          note: `failed: provider unreachable (${err instanceof Error ? err.message : String(err)})`,
        };
      }
    },
  };
}

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
