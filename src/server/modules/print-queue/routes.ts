import type { FastifyInstance } from 'fastify';
import { printQueueRoutes as routes } from '../../../contract/print-queue/routes';
import { printQueueSchemas } from '../../../contract/print-queue/schemas';
import type { Deps } from '../../deps';
import { bindAll } from '../../http/bind-all';
import * as svc from './service';

export function registerPrintQueueRoutes(app: FastifyInstance, deps: Deps) {
  bindAll(app, routes, printQueueSchemas, {
    fetch: () => svc.listPrintQueue(deps),
  });
}
