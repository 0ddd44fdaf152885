import { eq } from 'drizzle-orm';
import { DEAL_MESSAGES as M } from '../../../contract/deals/routes';
import { deals } from '../../db/schema';
import type { Deps } from '../../deps';
import { conflict, notFound } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { deviceTokens, pushAndAnswer, type PushCommit } from '../push/dispatch';
import { dealStatus } from './status';

/** Pushes a deal to every customer's devices, or an exclusive deal to its users' devices only. */
export async function pushDeal(deps: Deps, dealid: string, user: SessionUser, commit: PushCommit) {
  const [deal] = await deps.db.select().from(deals).where(eq(deals.id, dealid));
  if (!deal) throw notFound(M.notFound);
  if (dealStatus(deal) === 'expired') throw conflict(M.expired);
  const tokens = deal.isexclusive ? await deviceTokens(deps, deal.exclusiveusers) : await deviceTokens(deps);
  return pushAndAnswer(
    deps,
    {
      initiatedBy: user.email,
      type: 'deal',
      message: {
        title: deal.name,
        body: deal.header || deal.description.slice(0, 200),
        data: { type: 'deal', dealid: deal.id },
      },
      tokens,
      others: {
        dealid: deal.id,
        name: deal.name,
        iscustom: deal.iscustom,
        audience: deal.isexclusive ? `${deal.exclusiveusers.length} exclusive user(s)` : 'all customers',
      },
    },
    M.pushed,
    commit,
  );
}
