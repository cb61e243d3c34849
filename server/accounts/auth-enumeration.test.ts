import { describe, expect, it } from 'vitest';
import { readOutbox } from '#server/mail/outbox.ts';
import { createAccountsApp } from './testing/accounts-app.ts';

/** Status, body keys and (for errors) the message: everything a caller could compare. */
async function shape(response: Response) {
  const body = (await response.json()) as Record<string, unknown>;
  const user = body.user as Record<string, unknown> | undefined;
  return {
    status: response.status,
    keys: Object.keys(body).sort(),
    userKeys: user ? Object.keys(user).sort() : null,
    token: body.token ?? null,
    message: body.message ?? null,
    emailVerified: user?.emailVerified ?? null,
  };
}

describe('no e-mail enumeration', async () => {
  const t = await createAccountsApp({ TRUST_PROXY: 'true' });
  const known = t.uniqueEmail('known');
  await t.signUp(known, 'correct horse battery', '10.5.0.1');

  it('answers sign-up alike for a new and an already registered address', async () => {
    const fresh = await shape(await t.signUp(t.uniqueEmail('fresh'), 'another good password', '10.5.1.1'));
    const again = await shape(await t.signUp(known, 'another good password', '10.5.1.2'));
    expect(again).toEqual(fresh);
    expect(fresh.status).toBe(200);
    expect(fresh.token).toBeNull();
  });

  it('tells the owner of a registered address by e-mail instead of telling the caller', async () => {
    const mails = (await readOutbox(t.config.DATA_DIR)).filter((mail) => mail.to === known);
    expect(mails.map((mail) => mail.subject)).toContain('You already have a 10Kai account');
  });

  it('answers sign-in alike for an unknown address and a wrong password', async () => {
    const unknown = await shape(
      (await t.signIn(t.uniqueEmail('ghost'), 'some password 1', '10.5.2.1')).response,
    );
    const wrong = await shape((await t.signIn(known, 'some password 1', '10.5.2.2')).response);
    expect(wrong).toEqual(unknown);
    expect(unknown.status).toBe(401);
  });

  it('answers a password-reset request alike for known and unknown addresses, mailing only the known one', async () => {
    const before = (await readOutbox(t.config.DATA_DIR)).length;
    const forKnown = await t.call('/api/auth/request-password-reset', {
      json: { email: known, redirectTo: '/reset-password' },
      ip: '10.5.3.1',
    });
    const ghost = t.uniqueEmail('ghost');
    const forUnknown = await t.call('/api/auth/request-password-reset', {
      json: { email: ghost, redirectTo: '/reset-password' },
      ip: '10.5.3.2',
    });
    expect(await shape(forKnown)).toEqual(await shape(forUnknown));
    expect(forKnown.status).toBe(200);
    const mails = (await readOutbox(t.config.DATA_DIR)).slice(before);
    expect(mails.map((mail) => mail.to)).toEqual([known]);
    expect(mails[0]?.links[0]).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=/);
  });
});
