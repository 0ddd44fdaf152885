import { eq } from 'drizzle-orm';
import { COUPON_MESSAGES as M } from '../../../contract/coupons/routes';
import { datedStatus } from '../../../contract/promotions';
import { coupons } from '../../db/schema';
import type { Deps } from '../../deps';
import { HttpError, notFound } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { deviceTokens, pushAndAnswer, type PushCommit } from '../push/dispatch';

/** Pushes a coupon to every customer's devices, or an exclusive coupon to its users' devices only. Expired: 400. */
export async function pushCoupon(deps: Deps, couponid: string, user: SessionUser, commit: PushCommit) {
  const [c] = await deps.db.select().from(coupons).where(eq(coupons.id, couponid));
  if (!c) throw notFound(M.notFound);
  if (datedStatus(c.startdate, c.enddate) === 'expired') throw new HttpError(400, M.expired);
  const tokens = c.isexclusive ? await deviceTokens(deps, c.exclusiveusers) : await deviceTokens(deps);
  return pushAndAnswer(
    deps,
    {
      initiatedBy: user.email,
      type: 'coupon',
      message: { title: c.name, body: c.text.slice(0, 200), data: { type: 'coupon', couponid: c.id } },
      tokens,
      others: {
        couponid: c.id,
        name: c.name,
        audience: c.isexclusive ? `${c.exclusiveusers.length} exclusive user(s)` : 'all customers',
      },
    },
    M.pushed,
    commit,
  );
}
