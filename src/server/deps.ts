import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config';
import type { Db } from './db/client';
import type { Mailer } from './integrations/mail';

/** What the services need, made once by buildApp. */
export interface Deps {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
  log: FastifyBaseLogger;
}
