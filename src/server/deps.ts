import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config';
import type { Db } from './db/client';
import type { Mailer } from './integrations/mail';
import type { Payments } from './integrations/payments';
import type { Events } from './realtime/events';

/** What the services need, made once by buildApp. */
export interface Deps {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
  payments: Payments;
  /** Realtime events; emit only after the database commit. */
  events: Events;
  log: FastifyBaseLogger;
}
