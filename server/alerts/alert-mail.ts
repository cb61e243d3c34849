import type { MailContent } from '#server/mail/templates.ts';
import { formWithArticle } from '../../contract/fields.ts';

export interface AlertForMail {
  ticker: string;
  companyName: string;
  form: string;
  filingDate: string;
  items: string[];
  newRiskFactors?: number | null;
  /** The saved filing search it matched, when that is why the user hears of it. */
  savedSearch?: string | null;
}

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

function describe(alert: AlertForMail): string {
  const items = alert.items.length ? ` (${alert.items.join('; ')})` : '';
  const since = alert.form === '10-K' ? 'since last year' : 'since the latest 10-K';
  const risks = alert.newRiskFactors ? ` It names ${alert.newRiskFactors} new risk factor(s) ${since}.` : '';
  const search = alert.savedSearch ? ` It matches your saved search “${alert.savedSearch}”.` : '';
  return `${alert.companyName} (${alert.ticker}) filed ${formWithArticle(alert.form)} on ${alert.filingDate}${items}.${risks}${search}`;
}

export interface MailLinks {
  open: string;
  /** Opens a confirmation page. */
  unsubscribe: string;
  /** Unsubscribes when POSTed (RFC 8058 List-Unsubscribe-Post). */
  oneClick: string;
}

function render(subject: string, lines: string[], links: MailLinks): MailContent {
  const text = [
    ...lines,
    '',
    `Open your alerts: ${links.open}`,
    '',
    `Unsubscribe: ${links.unsubscribe}`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5"><h1 style="font-size:20px">${escapeHtml(subject)}</h1>\n${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}\n<p><a href="${escapeHtml(links.open)}">Open your alerts in 10Kai</a></p>\n<p style="font-size:12px;color:#555"><a href="${escapeHtml(links.unsubscribe)}">Unsubscribe</a> from these e-mails.</p></body></html>`;
  return {
    subject,
    text,
    html,
    links: [links.open, links.unsubscribe],
    headers: {
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

export function filingAlertMail(alert: AlertForMail, links: MailLinks): MailContent {
  return render(`${alert.ticker} filed ${formWithArticle(alert.form)}`, [describe(alert)], links);
}

export function weeklyDigestMail(alerts: AlertForMail[], upcoming: string[], links: MailLinks): MailContent {
  const lines = alerts.length
    ? [`Your saved companies filed ${alerts.length} report(s) last week:`, ...alerts.map(describe)]
    : ['Your saved companies filed nothing new last week.'];
  if (upcoming.length) lines.push('Expected in the coming weeks:', ...upcoming);
  return render('Your 10Kai weekly digest', lines, links);
}
