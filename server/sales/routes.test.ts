import { describe, expect, it } from 'vitest';
import type { Mailer } from '#server/mail/mailer.ts';
import { readOutbox } from '#server/mail/outbox.ts';
import { createTestApp } from '#server/test/create-test-app.ts';
import { CONTACT_SALES_PER_HOUR } from '../../contract/sales.ts';

const SALES = 'sales@10kai.test';

const valid = {
  name: 'Ann <b>Lee</b>',
  email: 'ann@buyer.example',
  company: 'Buyer & Co',
  teamSize: 40,
  topic: 'enterprise',
  message: 'We are 40 sellers.\nCan we pay by invoice?',
};

describe('POST /api/contact-sales', async () => {
  // The sales mail fails while `failSales` is set; everything else goes to the outbox as usual.
  let failSales = false;
  const t = await createTestApp({
    env: { SALES_EMAIL: SALES, TRUST_PROXY: 'true' },
    overrides: (base): { mailer: Mailer } => ({
      mailer: {
        mode: base.mailer.mode,
        send: (message) =>
          failSales && message.to === SALES
            ? Promise.reject(new Error('Sending e-mail failed'))
            : base.mailer.send(message),
      },
    }),
  });
  let ipSequence = 0;
  /** Each test writes from its own address, so the hourly limit of one never throttles another. */
  const fromNewIp = () => {
    ipSequence += 1;
    return { 'x-forwarded-for': `203.0.113.${ipSequence}` };
  };
  const send = (json: unknown, headers: Record<string, string>, as?: Awaited<ReturnType<typeof t.signUp>>) =>
    t.request('/api/contact-sales', { json, headers, ...(as ? { as } : {}) });
  const mailsTo = async (to: string) => (await readOutbox(t.config.DATA_DIR)).filter((m) => m.to === to);

  it('mails sales with Reply-To the sender, escaped, and acknowledges it to the sender', async () => {
    const res = await send(valid, fromNewIp());
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });

    const [toSales] = await mailsTo(SALES);
    expect(toSales?.replyTo).toBe('ann@buyer.example');
    expect(toSales?.subject).toBe('Contact sales: Enterprise plan from Buyer & Co');
    expect(toSales?.text).toContain('Team size: 40');
    expect(toSales?.text).toContain('Account: not signed in');
    expect(toSales?.text).toContain('Can we pay by invoice?');
    expect(toSales?.html).toContain('Ann &lt;b&gt;Lee&lt;/b&gt;');
    expect(toSales?.html).toContain('Buyer &amp; Co');
    expect(toSales?.html).not.toContain('<b>Lee</b>');

    const [ack] = await mailsTo('ann@buyer.example');
    expect(ack?.subject).toMatch(/received your message/);
    expect(ack?.replyTo).toBeUndefined();
    // The acknowledgement carries none of the sender's own words (anyone can type any address).
    expect(ack?.text).not.toContain('invoice');
    expect(ack?.text).not.toContain('Ann');
  });

  it('names the signed-in account in the mail to sales', async () => {
    const user = await t.signUp();
    const res = await send({ ...valid, email: user.email, topic: 'plans' }, fromNewIp(), user);
    expect(res.status).toBe(200);
    const toSales = (await mailsTo(SALES)).find((m) => m.replyTo === user.email);
    expect(toSales?.text).toContain(`Account: signed in as user ${user.id}`);
    expect(toSales?.subject).toContain('Plans and billing');
  });

  it('refuses bad input with 400 naming the fields, and sends nothing', async () => {
    const before = (await readOutbox(t.config.DATA_DIR)).length;
    const cases: [unknown, string][] = [
      [{ ...valid, email: 'not-an-address' }, 'email'],
      [{ ...valid, name: '   ' }, 'name'],
      [{ ...valid, company: 'x'.repeat(121) }, 'company'],
      [{ ...valid, message: 'x'.repeat(2001) }, 'message'],
      [{ ...valid, teamSize: 2.5 }, 'teamSize'],
      [{ ...valid, teamSize: 0 }, 'teamSize'],
      [{ ...valid, topic: 'partnership' }, 'topic'],
      [{ ...valid, extra: 'field' }, 'extra'],
    ];
    for (const [body, field] of cases) {
      const res = await send(body, fromNewIp());
      expect(res.status, field).toBe(400);
      const answer = (await res.json()) as { code: string; error: string };
      expect(answer.code).toBe('VALIDATION_FAILED');
      expect(answer.error).toContain(field);
    }
    const { teamSize: _omitted, ...withoutTeamSize } = valid;
    expect((await send(withoutTeamSize, fromNewIp())).status).toBe(200);
    expect((await readOutbox(t.config.DATA_DIR)).length).toBe(before + 2);
  });

  it('refuses NUL and other control characters', async () => {
    const nul = await send({ ...valid, message: 'hello\u0000world' }, fromNewIp());
    expect(nul.status).toBe(400);
    expect(((await nul.json()) as { code: string }).code).toBe('INVALID_CHARACTERS');
    // A line break is fine in the message, not in a one-line field.
    const newlineInName = await send({ ...valid, name: 'Ann\nBcc: x@example.com' }, fromNewIp());
    expect(newlineInName.status).toBe(400);
    expect(((await newlineInName.json()) as { error: string }).error).toContain('name');
  });

  it(`answers 429 after ${CONTACT_SALES_PER_HOUR} messages an hour from one address`, async () => {
    const ip = fromNewIp();
    for (let i = 0; i < CONTACT_SALES_PER_HOUR; i += 1) expect((await send(valid, ip)).status).toBe(200);
    const refused = await send(valid, ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const answer = (await refused.json()) as { code: string; error: string };
    expect(answer.code).toBe('RATE_LIMITED');
    expect(answer.error).toContain(`at most ${CONTACT_SALES_PER_HOUR} an hour`);
    expect(answer.error).toContain(SALES);
    // Another address is not affected.
    expect((await send(valid, fromNewIp())).status).toBe(200);
  });

  it('answers 503 MAIL_NOT_SENT naming the sales address when the mail to sales fails', async () => {
    const before = (await readOutbox(t.config.DATA_DIR)).length;
    failSales = true;
    try {
      const res = await send({ ...valid, email: 'bob@buyer.example' }, fromNewIp());
      expect(res.status).toBe(503);
      const answer = (await res.json()) as { code: string; error: string };
      expect(answer.code).toBe('MAIL_NOT_SENT');
      expect(answer.error).toContain(`write to ${SALES}`);
    } finally {
      failSales = false;
    }
    // No acknowledgement for a message that did not go out.
    expect((await readOutbox(t.config.DATA_DIR)).length).toBe(before);
  });
});
