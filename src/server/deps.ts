import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config';
import type { Db } from './db/client';
import type { Mailer } from './integrations/mail';
import type { Migrator } from './integrations/migration';
import type { OnlinePos } from './integrations/online-pos';
import type { Payments } from './integrations/payments';
import type { PushSender } from './integrations/push';
import type { SmsSender } from './integrations/sms';
import type { Events } from './realtime/events';
import type { JobQueue } from './jobs/queue';

/** What the services need, made once by buildApp. */
export interface Deps {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
  payments: Payments;
  /** Push to customer devices; record every push in push_logs. */
  push: PushSender;
  /** SMS to customers; use `recordSms` so every message lands in sms_logs. */
  sms: SmsSender;
  /** Online POS DK (product sync); 'none' when not configured. */
  onlinePos: OnlinePos;
  /** Copying restaurants to production; 'none' when not configured. */
  migration: Migrator;
  /** Realtime events; emit only after the database commit. */
  events: Events;
  log: FastifyBaseLogger;
  /** The durable job queue on the database (src/server/jobs): register handlers and schedulers in routes(). */
  jobs: JobQueue;
}
