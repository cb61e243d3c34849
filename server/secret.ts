import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';

/**
 * The signing secret for sessions and signed URLs. When BETTER_AUTH_SECRET is unset, one is generated on the
 * first start and kept in DATA_DIR (mode 600) so sessions survive restarts.
 */
export function resolveSecret(configured: string | undefined, dataDir: string, log: Logger): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'auth-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  log.warn({ file }, 'BETTER_AUTH_SECRET is not set: generated one and stored it in the data folder');
  return secret;
}
