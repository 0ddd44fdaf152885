import type { FastifyInstance } from 'fastify';
import { printQueueFetch } from '../../../contract/print-queue';
import type { Deps } from '../../deps';
import { bind } from '../../http/bind';
import * as svc from './service';

export function printQueueRoutes(app: FastifyInstance, deps: Deps) {
  bind(app, printQueueFetch, () => svc.listPrintQueue(deps));
}
