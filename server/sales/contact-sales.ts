import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/http/app-error.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { salesAcknowledgementMail, salesInquiryMail } from '#server/mail/templates.ts';
import {
  CONTACT_SALES_PER_HOUR,
  type ContactSalesMessage,
  SALES_TOPIC_LABELS,
} from '../../contract/sales.ts';
import { clientKey, countContactSalesRequest } from './contact-sales-limit.ts';

export interface ContactSalesDeps {
  config: Pick<Config, 'SALES_EMAIL'>;
  db: Db;
  mailer: Mailer;
  secret: string;
  clock: () => Date;
}

/** Who sent the form: the client address (for the hourly limit) and the signed-in user, when there is one. */
export interface ContactSalesSender {
  ip: string | null;
  userId: string | null;
}

/**
 * Mails one contact-sales message to the sales inbox (Reply-To the sender) and acknowledges it to the sender.
 * Over the hourly limit per client address: 429. The message to sales not sent: 503 naming the address to write
 * to instead, never a success. The acknowledgement failing after the message went out is only logged: the
 * message reached a person, and an error would make the sender send it again (the mailer logs the failure).
 */
export async function contactSales(
  deps: ContactSalesDeps,
  input: ContactSalesMessage,
  sender: ContactSalesSender,
): Promise<void> {
  const key = clientKey(deps.secret, sender.ip);
  const retryAfter = await countContactSalesRequest(deps.db, key, CONTACT_SALES_PER_HOUR, deps.clock());
  if (retryAfter !== null) {
    throw new AppError(
      'RATE_LIMITED',
      `Too many messages from this network: at most ${CONTACT_SALES_PER_HOUR} an hour. Try again in ${Math.ceil(retryAfter / 60)} min, or write to ${deps.config.SALES_EMAIL}.`,
      { headers: { 'Retry-After': String(retryAfter) } },
    );
  }
  const topic = SALES_TOPIC_LABELS[input.topic];
  try {
    await deps.mailer.send({
      to: deps.config.SALES_EMAIL,
      replyTo: input.email,
      ...salesInquiryMail({ ...input, topic, userId: sender.userId ?? undefined }),
    });
  } catch {
    // The mailer logged the failure (without the address's local part).
    throw new AppError(
      'MAIL_NOT_SENT',
      `We could not send your message right now. Please write to ${deps.config.SALES_EMAIL} directly.`,
      { headers: { 'Retry-After': '60' } },
    );
  }
  try {
    await deps.mailer.send({ to: input.email, ...salesAcknowledgementMail({ topic }) });
  } catch {
    // Logged by the mailer; nothing for the sender to do about it.
  }
}
