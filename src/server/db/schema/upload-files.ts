import { customType, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * The bytes of uploaded images, in the database every node reads: an image uploaded on one
 * node is served by all. Named by the server (`<32 hex>.<ext>`, as in `uploads.storage_key`); never changed.
 */
export const uploadFiles = pgTable('upload_files', {
  name: text('name').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});
