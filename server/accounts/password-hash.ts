import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id baseline (ASVS level 2): 19 MiB memory, 2 iterations, 1 lane. Algorithm 2 = Argon2id. */
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword({
  hash: stored,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
