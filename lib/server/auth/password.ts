import 'server-only';
import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's suggested minimum (19 MiB, 2 passes, 1 lane); ~30 ms on one core here.
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
