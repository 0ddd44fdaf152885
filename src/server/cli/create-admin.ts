/** Creates a platform admin: npm run create-admin -- --email a@b.c --name "Full Name" [--password …] (asks when missing). */
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { adminUserForms } from '../../contract/admin-users/schemas';
import { configFromEnv } from '../config';
import { openDatabase } from '../db/client';
import { users } from '../db/schema';
import { isUniqueViolation } from '../db/errors';
import { hashPassword } from '../passwords';

const { values } = parseArgs({
  options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } },
});
const rl = createInterface({ input: process.stdin, output: process.stdout });
const ask = async (label: string, given?: string) => given ?? (await rl.question(`${label}: `));
const input = {
  email: await ask('Email', values.email),
  name: await ask('Full name', values.name),
  password: values.password ?? process.env.ADMIN_PASSWORD ?? (await ask('Password (at least 8 characters)')),
  type: 'Admin' as const,
};
rl.close();

const parsed = adminUserForms.createBody.safeParse(input);
if (!parsed.success) {
  for (const issue of parsed.error.issues) console.error(`${issue.path.join('.')}: ${issue.message}`);
  process.exit(1);
}
const config = configFromEnv();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'pglite') });
await database.migrate();
try {
  const { email, name, password } = parsed.data;
  await database.db.insert(users).values({ email, name, type: 'Admin', passwordHash: await hashPassword(password) });
  console.log(`Admin ${email} created. Sign in at ${config.publicUrl}/`);
} catch (err) {
  console.error(isUniqueViolation(err) ? `A user with the email ${parsed.data.email} already exists.` : err);
  process.exitCode = 1;
} finally {
  await database.close();
}
