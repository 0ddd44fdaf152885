import argon2 from 'argon2';

/** argon2id, 19 MiB, t=2, p=1 (OWASP's recommendation). */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => argon2.hash(password, OPTIONS);

let dummyHash: Promise<string> | undefined;

/** Verifies a password; with no hash (unknown user) it spends the same time and answers false. */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) {
    dummyHash ??= hashPassword('not-a-real-password');
    await argon2.verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return argon2.verify(hash, password).catch(() => false);
}
