import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { CLIENT_IP_HEADER } from '#server/http/client-ip.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { teamSsoPlugin } from '#server/teams/sso/sso-plugin.ts';
import { pluginHttpPaths, teamAuthTables, teamPlugin } from '#server/teams/team-plugin.ts';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../contract/fields.ts';
import { revokeAllApiTokens } from './api-tokens.ts';
import { createAuthHooks } from './auth-hooks.ts';
import { createAuthMail } from './auth-mail.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import * as schema from './schema.ts';
import type { SessionCache } from './session-cache.ts';
import { cappedExpiry, SESSION_IDLE_SECONDS, SESSION_UPDATE_AGE_SECONDS } from './session-policy.ts';

export interface AuthDeps {
  config: Config;
  db: Db;
  secret: string;
  log: Logger;
  mailer: Mailer;
  /** Cleared for the user when a password changes (sessions and API tokens end). */
  sessionCache?: Pick<SessionCache, 'invalidateUser'>;
}

/** Sign-in needs a verified e-mail when mail can really be delivered, unless the operator says otherwise. */
export function emailVerificationRequired(config: Config): boolean {
  return config.REQUIRE_EMAIL_VERIFICATION ?? config.integrations.smtp;
}

function socialProviders(config: Config) {
  return {
    ...(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET
      ? {
          google: {
            clientId: config.GOOGLE_CLIENT_ID,
            clientSecret: config.GOOGLE_CLIENT_SECRET,
            prompt: 'select_account' as const,
          },
        }
      : {}),
    ...(config.LINKEDIN_CLIENT_ID && config.LINKEDIN_CLIENT_SECRET
      ? { linkedin: { clientId: config.LINKEDIN_CLIENT_ID, clientSecret: config.LINKEDIN_CLIENT_SECRET } }
      : {}),
  };
}

export function createAuth({ config, db, secret, log, mailer, sessionCache }: AuthDeps) {
  const adminEmails = new Set(config.ADMIN_EMAILS);
  const roleFor = (email: string) => (adminEmails.has(email.toLowerCase()) ? 'admin' : 'user');
  const mail = createAuthMail({ mailer, db, log, appUrl: config.APP_URL });
  // A new password also ends every personal API token: whoever knew the old one may have made some.
  const passwordChanged: typeof mail.passwordChanged = async (input) => {
    await revokeAllApiTokens(db, input.user.id);
    await sessionCache?.invalidateUser(input.user.id);
    await mail.passwordChanged(input);
  };
  const hooks = createAuthHooks({ db, log, passwordChanged });
  const requireVerification = emailVerificationRequired(config);
  const teams = teamPlugin({ mailer, appUrl: config.APP_URL, db });

  return betterAuth({
    appName: '10Kai',
    // Better Auth's own messages go to the app log (structured, redacted) instead of the console.
    logger: {
      level: 'warn',
      log: (level, message) => log[level]({ component: 'better-auth' }, message),
    },
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
        ...teamAuthTables,
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
      // Sign-up keeps the form's minimum of 6; change and reset need 8 (auth hooks). Sign-in checks only the hash.
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      password: { hash: hashPassword, verify: verifyPassword },
      requireEmailVerification: requireVerification,
      // No session from sign-up: the answer is then the same for new and already-registered addresses.
      autoSignIn: false,
      onExistingUserSignUp: mail.existingUserSignUp,
      sendResetPassword: mail.resetPassword,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: passwordChanged,
    },
    emailVerification: {
      sendVerificationEmail: mail.verification,
      sendOnSignUp: true,
      sendOnSignIn: requireVerification,
      autoSignInAfterVerification: false,
      expiresIn: 24 * 60 * 60,
    },
    socialProviders: socialProviders(config),
    account: {
      encryptOAuthTokens: true,
      // Only a provider that vouches for the address may join an existing account (no trusted providers).
      accountLinking: { enabled: true, trustedProviders: [], requireLocalEmailVerified: true },
    },
    session: {
      expiresIn: SESSION_IDLE_SECONDS,
      updateAge: SESSION_UPDATE_AGE_SECONDS,
      // No cookie cache: a revoked session must fail on the very next request.
      cookieCache: { enabled: false },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 10, max: 3 },
        '/sign-up/email': { window: 10, max: 3 },
        '/two-factor/*': { window: 10, max: 3 },
        '/request-password-reset': { window: 60, max: 3 },
        '/send-verification-email': { window: 60, max: 3 },
        '/get-session': false,
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.APP_URL.startsWith('https:'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    // The sessions list with tokens stays inside the server; the app serves its own token-free list.
    // The organization plugin's endpoints too: teams are served by the contract's routes (server/teams, ADR 0318).
    disabledPaths: ['/list-sessions', ...pluginHttpPaths(teams)],
    hooks: { before: hooks.before, after: hooks.after },
    databaseHooks: {
      user: {
        create: {
          before: async (newUser) => ({ data: { ...newUser, role: roleFor(newUser.email) } }),
        },
      },
      session: {
        create: {
          after: async (session) => {
            // ADMIN_EMAILS is the source of truth at every sign-in: added addresses gain the role, removed lose it.
            const [row] = await db
              .select({ email: schema.user.email, role: schema.user.role })
              .from(schema.user)
              .where(eq(schema.user.id, session.userId));
            if (row && row.role !== roleFor(row.email)) {
              await db
                .update(schema.user)
                .set({ role: roleFor(row.email) })
                .where(eq(schema.user.id, session.userId));
            }
          },
        },
        update: {
          before: async (update, ctx) => {
            const current = ctx?.context.session?.session;
            if (!update.expiresAt || !current) return { data: update };
            return {
              data: {
                ...update,
                expiresAt: cappedExpiry(new Date(update.expiresAt), new Date(current.createdAt)),
              },
            };
          },
        },
      },
    },
    // No bearer plugin: browsers hold their session in the HttpOnly cookie only; scripts use personal API tokens.
    plugins: [
      twoFactor({
        issuer: '10Kai',
        totpOptions: { digits: 6, period: 30 },
        accountLockout: { enabled: true, maxFailedAttempts: 10, durationSeconds: 15 * 60 },
      }),
      teams,
      teamSsoPlugin({
        db,
        secret,
        appUrl: config.APP_URL,
        allowLoopbackIssuer: config.SSO_ALLOW_LOOPBACK_ISSUER ?? false,
        log,
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** The same loopback origin under each of its names (localhost, 127.0.0.1, [::1]); other origins as they are. */
function loopbackAliases(origin: string): string[] {
  const url = new URL(origin);
  if (!LOOPBACK_HOSTS.includes(url.hostname)) return [origin];
  return LOOPBACK_HOSTS.map((host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
}

/**
 * Origins allowed to send state-changing requests; APP_URL's comes first (error messages name it). With APP_URL
 * unset, or in development, a loopback address is accepted under any loopback name, so opening the app on
 * 127.0.0.1 rather than localhost works.
 */
export function trustedOrigins(config: Config): string[] {
  const appOrigin = new URL(config.APP_URL).origin;
  const development = config.NODE_ENV === 'development';
  const origins = !config.appUrlFromEnv || development ? loopbackAliases(appOrigin) : [appOrigin];
  if (development) origins.push(...loopbackAliases('http://localhost:5173'));
  return [...new Set(origins)];
}

/** Whose session a cookie carries, without refreshing it: for log lines about requests refused before any route. */
export function sessionUserIdOf(auth: Pick<Auth, 'api'>) {
  return async (cookie: string): Promise<string | null> => {
    const headers = new Headers({ cookie });
    return (await auth.api.getSession({ headers, query: { disableRefresh: true } }))?.user.id ?? null;
  };
}
