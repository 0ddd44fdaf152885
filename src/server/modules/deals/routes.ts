import type { FastifyInstance } from 'fastify';
import { dealsRoutes } from '../../../contract/deals/routes';
import { dealsSchemas } from '../../../contract/deals/schemas';
import type { Deps } from '../../deps';
import { bindAll } from '../../http/bind-all';
import { allByName, attachmentById } from './attachments';
import { pushDeal } from './push';
import * as svc from './service';
import { dealRedemptionStats } from './stats';

export function registerDealRoutes(app: FastifyInstance, deps: Deps) {
  bindAll(
    app,
    dealsRoutes,
    dealsSchemas,
    {
      fetch: ({ params, query }) => svc.listDeals(deps, params.status, query.iscustom === 'true', query),
      add: ({ body }) => svc.createDeal(deps, body),
      edit: ({ body }) => svc.editDeal(deps, body),
      delete: ({ body }) => svc.deleteDeal(deps, body.id),
      push: ({ body, user, recordAnswer }) => pushDeal(deps, body.dealid, user, { recordAnswer }),
      redeemedStats: ({ body }) => dealRedemptionStats(deps, body.dealid),
      marketsByName: () => allByName(deps, 'market'),
      trucksByName: () => allByName(deps, 'truck'),
      attachmentById: ({ query }) => attachmentById(deps, query.type, query.id),
    },
    {
      // The provider is called first; the push is recorded with the request's line (recordAnswer) after it answered.
      push: { ownTransaction: true },
    },
  );
}
