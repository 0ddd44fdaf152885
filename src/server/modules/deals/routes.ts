import type { FastifyInstance } from 'fastify';
import * as c from '../../../contract/deals';
import type { Deps } from '../../deps';
import { bind } from '../../http/bind';
import { bindAllClassic } from '../../http/bind-all-classic';
import { allByName, attachmentById } from './attachments';
import { pushDeal } from './push';
import * as svc from './service';
import { dealRedemptionStats } from './stats';

export function dealRoutes(app: FastifyInstance, deps: Deps) {
  bindAllClassic(app, c.deals, {
    fetch: ({ params, query }) => svc.listDeals(deps, params.status, query.iscustom === 'true', query),
    add: ({ body }) => svc.createDeal(deps, body),
    edit: ({ body }) => svc.editDeal(deps, body),
    delete: ({ body }) => svc.deleteDeal(deps, body.id),
  });
  bind(app, c.dealsPush, ({ body, user }) => pushDeal(deps, body.dealid, user));
  bind(app, c.dealRedeemedStats, ({ body }) => dealRedemptionStats(deps, body.dealid));
  bind(app, c.marketFetchAllByName, () => allByName(deps, 'market'));
  bind(app, c.truckFetchAllByName, () => allByName(deps, 'truck'));
  bind(app, c.truckFetchById, ({ query }) => attachmentById(deps, query.type, query.id));
}
