import type { FastifyInstance } from 'fastify';
import { trucksMarketsRoutes } from '../../../contract/trucks-markets/routes';
import { trucksMarketsSchemas } from '../../../contract/trucks-markets/schemas';
import type { Deps } from '../../deps';
import { bindAll } from '../../http/bind-all';
import * as svc from './service';

export function registerTruckMarketRoutes(app: FastifyInstance, deps: Deps) {
  bindAll(app, trucksMarketsRoutes, trucksMarketsSchemas, {
    fetchTrucks: ({ query }) => svc.listAttachments(deps, 'truck', query),
    addTruck: ({ body }) => svc.createAttachment(deps, 'truck', body),
    editTruck: ({ body }) => svc.editAttachment(deps, 'truck', body),
    deleteTruck: ({ body }) => svc.deleteAttachment(deps, 'truck', body.id),
    fetchMarkets: ({ query }) => svc.listAttachments(deps, 'market', query),
    addMarket: ({ body }) => svc.createAttachment(deps, 'market', body),
    editMarket: ({ body }) => svc.editAttachment(deps, 'market', body),
    deleteMarket: ({ body }) => svc.deleteAttachment(deps, 'market', body.id),
  });
}
