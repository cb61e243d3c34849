/** The fake's hosted pages: plain HTML forms, enough for a person or Playwright to 'pay' and to manage a plan. */

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#111}' +
  'button{font:inherit;padding:.6rem 1.2rem;margin:.25rem 0;border-radius:.4rem;border:1px solid #635bff;' +
  'background:#635bff;color:#fff;cursor:pointer}a{color:#635bff}dt{color:#555;font-size:.9rem}dd{margin:0 0 .8rem}';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

function formatDay(epochSeconds: number): string {
  return new Date(epochSeconds * 1000).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export function checkoutPage(input: {
  sessionId: string;
  email: string;
  priceLabel: string;
  trialDays: number | null;
  cancelUrl: string;
  open: boolean;
}): string {
  if (!input.open) return page('Checkout', '<h1>This checkout session is no longer open.</h1>');
  const trial = input.trialDays
    ? `<p>${input.trialDays}-day free trial, then ${escapeHtml(input.priceLabel)}.</p>`
    : `<p>${escapeHtml(input.priceLabel)}, charged today.</p>`;
  return page(
    'Fake Stripe Checkout',
    `<h1>Subscribe to 10Kai Pro</h1><p>Fake Stripe test mode — no real card is charged.</p>
<p>Paying as <strong>${escapeHtml(input.email)}</strong></p>${trial}
<form method="post" action="/pay/${escapeHtml(input.sessionId)}">
<label>Card number <input name="card" value="4242 4242 4242 4242" autocomplete="off"></label><br>
<button type="submit">Pay and subscribe</button></form>
<p><a href="${escapeHtml(input.cancelUrl)}">Cancel and go back</a></p>`,
  );
}

export function portalPage(input: {
  portalId: string;
  returnUrl: string;
  subscription: {
    status: string;
    interval: string;
    currentPeriodEnd: number;
    cancelAtPeriodEnd: boolean;
    seats: number | null;
  } | null;
  notice?: string;
}): string {
  const action = (path: string, label: string) =>
    `<form method="post" action="/portal/${escapeHtml(input.portalId)}/${path}"><button type="submit">${label}</button></form>`;
  const sub = input.subscription;
  const details = sub
    ? `<dl><dt>Plan</dt><dd>10Kai Pro (${escapeHtml(sub.interval)})</dd><dt>Status</dt><dd>${escapeHtml(sub.status)}</dd>
<dt>${sub.cancelAtPeriodEnd ? 'Cancels on' : 'Renews on'}</dt><dd>${formatDay(sub.currentPeriodEnd)}</dd></dl>
${sub.status === 'canceled' ? '' : sub.cancelAtPeriodEnd ? action('renew', 'Renew plan') : action('cancel', 'Cancel plan')}
${sub.status === 'canceled' ? '' : action('switch', sub.interval === 'yearly' ? 'Switch to monthly billing' : 'Switch to yearly billing')}
${sub.seats === null || sub.status === 'canceled' ? '' : `<p>Seats: <strong data-testid="seats">${sub.seats}</strong></p>${action('seat-add', 'Add a seat')}${sub.seats > 1 ? action('seat-remove', 'Remove a seat') : ''}`}
${action('update-card', 'Update payment method')}`
    : '<p>No subscription.</p>';
  return page(
    'Fake Stripe billing portal',
    `<h1>Manage your 10Kai subscription</h1>${input.notice ? `<p role="status">${escapeHtml(input.notice)}</p>` : ''}
${details}<p><a href="${escapeHtml(input.returnUrl)}">Return to 10Kai</a></p>`,
  );
}
