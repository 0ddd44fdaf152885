import path from 'node:path';
import { configFromEnv } from '../config';
import { openDatabase } from '../db/client';

const config = configFromEnv();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'pglite') });
await database.migrate();
await database.close();
console.log(`Migrations applied (${database.kind}).`);
