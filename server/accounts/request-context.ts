import { AsyncLocalStorage } from 'node:async_hooks';

/** Per-request facts the Better Auth callbacks need but are not handed: the client IP and the path. */
export interface AuthRequestContext {
  path: string;
  clientIp: string | null;
  /** Set by the mail callbacks when a message could not be sent. */
  mailFailed: boolean;
  /** A TOTP code claimed before verification, released again if the code is wrong. */
  totpClaim?: { userId: string; code: string; at: Date };
  /** The address whose sign-in attempt was taken from the lockout allowance, settled after the check. */
  signInClaim?: string;
}

const storage = new AsyncLocalStorage<AuthRequestContext>();

export function runWithAuthContext<T>(context: AuthRequestContext, fn: () => Promise<T>): Promise<T> {
  return storage.run(context, fn);
}

export function currentAuthContext(): AuthRequestContext | undefined {
  return storage.getStore();
}
