/** A rendered e-mail; `links` lists every URL in it so the outbox (and tests) can follow them. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
  links: string[];
  /** Extra mail headers (List-Unsubscribe for the alert e-mails). */
  headers?: Record<string, string>;
}

const PRODUCT = '10Kai';

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function greeting(name: string | undefined): string {
  const trimmed = name?.trim();
  return trimmed ? `Hello ${trimmed},` : 'Hello,';
}

function layout(title: string, paragraphs: string[], action?: { label: string; url: string }): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#1d4ed8;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>\n<p style="font-size:12px;color:#555">If the button does not work, copy this address into your browser: ${escapeHtml(action.url)}</p>`
    : '';
  return `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5"><h1 style="font-size:20px">${escapeHtml(title)}</h1>\n${body}\n${button}</body></html>`;
}

export function verifyEmailMail(input: { url: string; name?: string }): MailContent {
  const subject = `Verify your e-mail address for ${PRODUCT}`;
  const lines = [
    greeting(input.name),
    `Please confirm your e-mail address to finish creating your ${PRODUCT} account.`,
    'If you did not sign up, you can ignore this message.',
  ];
  return {
    subject,
    text: `${lines.join('\n\n')}\n\nVerify your e-mail: ${input.url}\n`,
    html: layout(subject, lines, { label: 'Verify e-mail address', url: input.url }),
    links: [input.url],
  };
}

export function resetPasswordMail(input: { url: string; name?: string }): MailContent {
  const subject = `Reset your ${PRODUCT} password`;
  const lines = [
    greeting(input.name),
    'Someone asked to reset the password of your account. The link below works once and expires in one hour.',
    'If it was not you, ignore this message; your password stays unchanged.',
  ];
  return {
    subject,
    text: `${lines.join('\n\n')}\n\nReset your password: ${input.url}\n`,
    html: layout(subject, lines, { label: 'Choose a new password', url: input.url }),
    links: [input.url],
  };
}

export function passwordChangedMail(input: { name?: string }): MailContent {
  const subject = `Your ${PRODUCT} password was changed`;
  const lines = [
    greeting(input.name),
    'The password of your account was just changed and every other session was signed out.',
    'If you did not do this, reset your password at once with "Forgot password?" on the sign-in page.',
  ];
  return { subject, text: `${lines.join('\n\n')}\n`, html: layout(subject, lines), links: [] };
}

export function teamInvitationMail(input: {
  url: string;
  teamName: string;
  inviterName: string;
}): MailContent {
  const subject = `${input.inviterName} invited you to the team ${input.teamName} on ${PRODUCT}`;
  const lines = [
    'Hello,',
    `${input.inviterName} invited you to join the team ${input.teamName} on ${PRODUCT}, to share account lists and analyses.`,
    'The link works once and for 7 days. Sign in or sign up with this e-mail address to accept.',
  ];
  return {
    subject,
    text: `${lines.join('\n\n')}\n\nAccept the invitation: ${input.url}\n`,
    html: layout(subject, lines, { label: 'Accept invitation', url: input.url }),
    links: [input.url],
  };
}

/** One message from the contact-sales form, to the sales inbox: every field is the sender's text, escaped. */
export function salesInquiryMail(input: {
  topic: string;
  name: string;
  email: string;
  company: string;
  teamSize?: number | undefined;
  message: string;
  userId?: string | undefined;
}): MailContent {
  const subject = `Contact sales: ${input.topic} from ${input.company}`;
  const fields: [string, string][] = [
    ['Topic', input.topic],
    ['Name', input.name],
    ['E-mail', input.email],
    ['Company', input.company],
    ['Team size', input.teamSize === undefined ? 'not given' : String(input.teamSize)],
    ['Account', input.userId ? `signed in as user ${input.userId}` : 'not signed in'],
  ];
  const text = `${fields.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\n${input.message}\n\nReply to this e-mail to answer ${input.email}.\n`;
  const rows = fields
    .map(
      ([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5"><h1 style="font-size:20px">${escapeHtml(subject)}</h1>\n<table>${rows}</table>\n<p style="white-space:pre-wrap">${escapeHtml(input.message)}</p>\n<p>Reply to this e-mail to answer ${escapeHtml(input.email)}.</p></body></html>`;
  return { subject, text, html, links: [] };
}

/**
 * The acknowledgement to whoever used the contact-sales form. It repeats none of their text: anyone can type any
 * address into the form, and the mail must not carry a stranger's words to it.
 */
export function salesAcknowledgementMail(input: { topic: string }): MailContent {
  const subject = `We received your message to ${PRODUCT} sales`;
  const lines = [
    'Hello,',
    `Thank you for writing to ${PRODUCT} sales about: ${input.topic}. A person on our team reads every message and will reply by e-mail.`,
    'If you did not write to us, you can ignore this message.',
  ];
  return { subject, text: `${lines.join('\n\n')}\n`, html: layout(subject, lines), links: [] };
}
