import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer } from 'better-auth/plugins/bearer';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import * as schema from './schema.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';

export interface AuthDeps {
  config: Config;
  db: Db;
  secret: string;
}

export function createAuth({ config, db, secret }: AuthDeps) {
  const adminEmails = new Set(config.ADMIN_EMAILS);
  return betterAuth({
    appName: '10Kai',
    baseURL: config.APP_URL,
    basePath: '/api/auth',
    secret,
    trustedOrigins: trustedOrigins(config),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        twoFactor: schema.twoFactor,
        rateLimit: schema.rateLimit,
      },
    }),
    user: {
      additionalFields: {
        // Decided on the server only: `input: false` makes Better Auth refuse it in sign-up and update bodies.
        role: { type: 'string', required: false, defaultValue: 'user', input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      password: { hash: hashPassword, verify: verifyPassword },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (newUser) => ({
            data: { ...newUser, role: adminEmails.has(newUser.email.toLowerCase()) ? 'admin' : 'user' },
          }),
        },
      },
    },
    plugins: [bearer()],
  });
}

export type Auth = ReturnType<typeof createAuth>;

export function trustedOrigins(config: Config): string[] {
  const origins = [new URL(config.APP_URL).origin];
  if (config.NODE_ENV === 'development') origins.push('http://localhost:5173');
  return origins;
}
