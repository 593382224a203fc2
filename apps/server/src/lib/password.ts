import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

// argon2id with OWASP's minimum recommended cost (19 MiB, 2 passes, 1 lane).
// Algorithm is a const enum, which isolated modules cannot import as a value: 2 is Argon2id.
const OPTIONS: Options = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// Verified when no account matches, so a wrong username takes as long as a wrong password.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('shobdo-no-such-account');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
