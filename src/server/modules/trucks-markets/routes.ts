import type { FastifyInstance } from 'fastify';
import { marketsCrud, trucksCrud } from '../../../contract/attachments-crud';
import type { Deps } from '../../deps';
import { bind } from '../../http/bind';
import * as svc from './service';

export function truckMarketRoutes(app: FastifyInstance, deps: Deps) {
  for (const [kind, c] of [
    ['truck', trucksCrud],
    ['market', marketsCrud],
  ] as const) {
    bind(app, c.fetch, ({ query }) => svc.listAttachments(deps, kind, query));
    bind(app, c.add, ({ body }) => svc.createAttachment(deps, kind, body));
    bind(app, c.edit, ({ body }) => svc.editAttachment(deps, kind, body));
    bind(app, c.delete, ({ body }) => svc.deleteAttachment(deps, kind, body.id));
  }
}
