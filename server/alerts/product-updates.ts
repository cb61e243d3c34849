import { productUpdateRecipients } from '#server/accounts/profile-service.ts';
import type { Db } from '#server/db/client.ts';
import type { JobRunner } from '#server/jobs/types.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import type { MailContent } from '#server/mail/templates.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

export const PRODUCT_UPDATE_KIND = 'product-update';

/** What an admin announces to the users who turned Product Updates on. */
export interface ProductUpdate {
  subject: string;
  message: string;
}

export interface ProductUpdateDeps {
  db: Db;
  mailer: Mailer;
  secret: string;
  appUrl: string;
  clock: () => Date;
}

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The announcement as text and escaped HTML (an admin's words are never markup), with its unsubscribe link. */
function productUpdateMail(
  update: ProductUpdate,
  links: { unsubscribe: string; oneClick: string },
): MailContent {
  const paragraphs = update.message
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);
  const footer = 'You receive this because Product Updates is on in your 10Kai notifications.';
  return {
    subject: update.subject,
    text: [...paragraphs, '', footer, `Unsubscribe: ${links.unsubscribe}`].join('\n\n'),
    html: `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5"><h1 style="font-size:20px">${escapeHtml(update.subject)}</h1>\n${paragraphs.map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`).join('\n')}\n<p style="font-size:12px;color:#555">${footer} <a href="${escapeHtml(links.unsubscribe)}">Unsubscribe</a>.</p></body></html>`,
    links: [links.unsubscribe],
    headers: {
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** Mails the announcement to every user who opted in; a mail that fails is counted, the others still go. */
async function sendProductUpdate(deps: ProductUpdateDeps, update: ProductUpdate) {
  const recipients = await productUpdateRecipients(deps.db);
  let sent = 0;
  for (const recipient of recipients) {
    const token = unsubscribeToken(deps.secret, recipient.id, 'updates', deps.clock().getTime());
    const links = {
      unsubscribe: `${deps.appUrl}/api/alerts/unsubscribe/${token}`,
      oneClick: `${deps.appUrl}/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`,
    };
    try {
      await deps.mailer.send({ to: recipient.email, ...productUpdateMail(update, links) });
      sent++;
    } catch {
      // Counted and reported in the job's log; the address is not logged.
    }
  }
  return { recipients: recipients.length, sent, failed: recipients.length - sent };
}

/**
 * The announcement job. Run once: a retry would mail again everyone it already reached, so failures are reported
 * in the job's log instead of retried.
 */
export function registerProductUpdateJob(deps: ProductUpdateDeps & { jobs: JobRunner }) {
  deps.jobs.register<ProductUpdate>(
    PRODUCT_UPDATE_KIND,
    async (ctx) => {
      const result = await sendProductUpdate(deps, ctx.payload);
      await ctx.progress({ total: result.recipients, imported: result.sent, errors: result.failed });
      if (result.failed) await ctx.log('warn', `${result.failed} product update e-mails could not be sent`);
      await ctx.log('success', `Product update sent to ${result.sent} of ${result.recipients} users`);
    },
    { maxAttempts: 1 },
  );
}
