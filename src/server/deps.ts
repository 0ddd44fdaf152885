import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config';
import type { AiTagger } from './integrations/ai-tags';
import type { Db } from './db/client';
import type { Mailer } from './integrations/mail';
import type { Migrator } from './integrations/migration';
import type { OnlinePos } from './integrations/online-pos';
import type { Payments } from './integrations/payments';
import type { Payouts } from './integrations/payouts';
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
  /** Paying settlements out; 'manual' (the log stays pending) when no provider is configured. */
  payouts: Payouts;
  /** Tag suggestions of the menu item form: an OpenAI-compatible provider, else the platform's own tags. */
  aiTags: AiTagger;
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
  /** The durable job queue on the database: every job kind is registered in jobs/register.ts. */
  jobs: JobQueue;
}
