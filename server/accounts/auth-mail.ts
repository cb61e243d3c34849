import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '#server/db/client.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { passwordChangedMail, resetPasswordMail, verifyEmailMail } from '#server/mail/templates.ts';
import { currentAuthContext } from './request-context.ts';
import { user as userTable } from './schema.ts';

/** Where a followed verification link returns; the page then asks the user to sign in. */
const VERIFIED_CALLBACK = '/auth/callback?verified=1';

interface MailUser {
  id: string;
  email: string;
  name?: string | null;
}

export interface AuthMailDeps {
  mailer: Mailer;
  db: Db;
  log: Logger;
  appUrl: string;
}

function markFailed(log: Logger, kind: string, error: unknown): void {
  const context = currentAuthContext();
  if (context) context.mailFailed = true;
  log.error({ kind, err: error instanceof Error ? error.message : String(error) }, 'auth mail not sent');
}

/** The mail callbacks of the Better Auth config. Sign-up never leaves an account whose verification mail failed. */
export function createAuthMail({ mailer, db, log, appUrl }: AuthMailDeps) {
  return {
    async verification({ user, url }: { user: MailUser; url: string }): Promise<void> {
      // Every verification link lands on the callback page, whichever endpoint (sign-up, sign-in) sent it.
      const link = new URL(url);
      link.searchParams.set('callbackURL', VERIFIED_CALLBACK);
      try {
        await mailer.send({
          to: user.email,
          ...verifyEmailMail({ url: link.toString(), name: user.name ?? undefined }),
        });
      } catch (error) {
        markFailed(log, 'verify-email', error);
        // Better Auth created the user before this callback; without the mail it is unusable, so it goes
        // again and the sign-up answers 503 (the user can simply sign up again).
        if (currentAuthContext()?.path === '/sign-up/email') {
          await db.delete(userTable).where(eq(userTable.id, user.id));
        }
      }
    },

    async resetPassword({ user, token }: { user: MailUser; token: string }): Promise<void> {
      const url = `${appUrl}/reset-password?token=${encodeURIComponent(token)}`;
      try {
        await mailer.send({ to: user.email, ...resetPasswordMail({ url, name: user.name ?? undefined }) });
      } catch (error) {
        // Not reported to the caller: unknown addresses get no mail, so a failure here would reveal the account.
        log.error(
          { err: error instanceof Error ? error.message : String(error) },
          'reset-password mail not sent',
        );
      }
    },

    /** Someone signed up with an address that has an account: tell its owner instead of answering differently. */
    async existingUserSignUp({ user }: { user: MailUser }): Promise<void> {
      const url = `${appUrl}/login`;
      try {
        await mailer.send({
          to: user.email,
          subject: 'You already have a 10Kai account',
          text: `Someone tried to create a 10Kai account with this e-mail address, which already has one.\n\nSign in, or use "Forgot password?" if you do not remember your password: ${url}\n\nIf it was not you, you can ignore this message.\n`,
          html: `<p>Someone tried to create a 10Kai account with this e-mail address, which already has one.</p><p><a href="${url}">Sign in</a>, or use "Forgot password?" if you do not remember your password.</p><p>If it was not you, you can ignore this message.</p>`,
          links: [url],
        });
      } catch (error) {
        markFailed(log, 'existing-account', error);
      }
    },

    async passwordChanged({ user }: { user: MailUser }): Promise<void> {
      try {
        await mailer.send({ to: user.email, ...passwordChangedMail({ name: user.name ?? undefined }) });
      } catch (error) {
        // The change itself succeeded; the notice is best effort.
        log.error(
          { err: error instanceof Error ? error.message : String(error) },
          'password-changed mail not sent',
        );
      }
    },
  };
}
