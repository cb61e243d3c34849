import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUpPro } from '#server/billing/testing/plans.ts';
import { companies } from '#server/companies/schema.ts';
import { createEdgarTestApp } from '#server/test/edgar-test-app.ts';
import { type AccountBrief, type BriefShare, MAX_ACTIVE_SHARES } from '../../../contract/account-brief.ts';
import { briefShares } from '../schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The first brief reads, parses and compares Coca-Cola's filings (seconds; more on a busy machine). */
const COLD_READ_MS = 120_000;
const SELLER = 'We sell endpoint security and cloud workload protection to large enterprises.';

// The brief against the fake EDGAR serving the shared replica (Coca-Cola's filings). The clock can be moved on to
// expire a share link.
describe('account brief routes', async () => {
  let offset = 0;
  const t = await createEdgarTestApp({ clock: () => new Date(Date.now() + offset) });
  await t.db
    .insert(companies)
    .values({
      ticker: 'KO',
      name: 'COCA COLA CO',
      cik: '0000021344',
      industry: 'Bottled & Canned Soft Drinks',
      revenue: 47_061_000_000,
      revenuePeriod: 'CY2025',
    })
    .onConflictDoNothing();
  const free = await t.signUp();
  const pro = await signUpPro(t);
  const otherPro = await signUpPro(t);
  const brief = async (as = pro) => {
    const response = await t.request('/api/companies/KO/brief', { as });
    expect(response.status).toBe(200);
    return (await response.json()) as AccountBrief;
  };
  const share = async (as = pro, expiresInDays = 7) => {
    const response = await t.request('/api/companies/KO/brief/shares', { as, json: { expiresInDays } });
    expect(response.status).toBe(201);
    return (await response.json()) as { share: BriefShare; path: string };
  };
  const tokenOf = (path: string) => path.split('/').pop() ?? '';

  it('requires a signed-in user and Pro, decided on the server', async () => {
    expect((await t.request('/api/companies/KO/brief')).status).toBe(401);
    for (const path of ['/api/companies/KO/brief', '/api/companies/KO/brief/markdown']) {
      const response = await t.request(path, { as: free });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ code: 'PRO_REQUIRED' });
    }
    const sharing = await t.request('/api/companies/KO/brief/shares', {
      as: free,
      json: { expiresInDays: 7 },
    });
    expect(sharing.status).toBe(403);
  });

  it(
    'without an analysis: the profile, technology and dates, and no initiative, risk or starter made up',
    async () => {
      const body = await brief();
      expect(body.analysis).toBeNull();
      expect(body.initiatives).toEqual([]);
      expect(body.risks).toEqual([]);
      expect(body.conversationStarters).toEqual([]);
      expect(body.profile).toMatchObject({
        name: 'COCA COLA CO',
        industry: 'Bottled & Canned Soft Drinks',
      });
      // The replica has no XBRL facts for Coca-Cola: the catalogue's figure from the frames stands in.
      expect(body.profile.revenue).toEqual([
        { value: 47_061_000_000, period: 'CY2025', sourceUrl: null, yoy: null },
      ]);
      expect(body.technology.length).toBeGreaterThan(0);
      for (const signal of body.technology) {
        expect(signal.citation.quote.length).toBeGreaterThan(0);
        expect(signal.citation.viewUrl).toContain(
          `highlight=${signal.citation.start}-${signal.citation.end}`,
        );
      }
      expect(body.upcoming.map((next) => next.form).sort()).toEqual(['10-K', '10-Q']);
    },
    COLD_READ_MS,
  );

  it(
    "with the user's analysis: its top cited initiatives, risks and starters, and no EDGAR request once cached",
    async () => {
      const run = await t.request('/api/analysis', {
        as: pro,
        json: { ticker: 'KO', filingType: '10-K', productDescription: SELLER },
      });
      expect(run.status).toBe(200);
      const first = await brief();
      expect(first.analysis).toMatchObject({ filingType: '10-K', productDescription: SELLER });
      expect(first.initiatives.length + first.risks.length).toBeGreaterThan(0);
      for (const point of [...first.initiatives, ...first.risks, ...first.conversationStarters]) {
        expect(point.citation.quote.length).toBeGreaterThan(0);
        expect(point.citation.viewUrl).toMatch(/^\/api\/sec-filings\/document\/.+highlight=\d+-\d+/);
      }
      expect(first.initiatives.length).toBeLessThanOrEqual(3);
      expect(first.risks.length).toBeLessThanOrEqual(3);
      expect(first.conversationStarters.length).toBeLessThanOrEqual(3);
      expect(first.unavailable).toEqual([]);

      t.edgar.resetCounters();
      const again = await brief();
      expect(t.edgar.totalRequests).toBe(0);
      expect(again.initiatives).toEqual(
        first.initiatives.map((p) => ({ ...p, citation: { ...p.citation, viewUrl: expect.any(String) } })),
      );
      // Another user's analysis is not theirs to see.
      expect((await brief(otherPro)).analysis).toBeNull();
    },
    COLD_READ_MS,
  );

  it('answers the same brief as Markdown, quotes cited by accession', async () => {
    const response = await t.request('/api/companies/KO/brief/markdown', { as: pro });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(text).toMatch(/^# COCA COLA CO \(KO\) — account brief/);
    expect(text).toContain('(accession 0000021344-25-000011)');
  });

  it('shares a snapshot read-only, without sign-in, with the token stored hashed', async () => {
    const { share: created, path } = await share();
    expect(created.status).toBe('active');
    expect(path).toMatch(/^\/api\/shared-briefs\/[A-Za-z0-9_-]{43}$/);
    const [row] = await t.db.select().from(briefShares).where(eq(briefShares.id, created.id));
    expect(row?.tokenHash).not.toContain(tokenOf(path));
    expect(JSON.stringify(row)).not.toContain(tokenOf(path));

    const opened = await t.request(`/api/shared-briefs/${tokenOf(path)}`);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('cache-control')).toBe('no-store');
    expect(opened.headers.get('content-type')).toContain('text/html');
    const page = await opened.text();
    expect(page).toContain('<h1>COCA COLA CO (KO)</h1>');
    expect(page).toContain(SELLER);
    expect(page).toContain(`the link expires on ${created.expiresAt.slice(0, 10)}`);
    // Every quote links into the viewer with a signature made now, not the snapshot's long-expired one.
    const links = [...page.matchAll(/href="(\/api\/sec-filings\/document\/[^"]+)"/g)].map((m) => m[1]!);
    expect(links.length).toBeGreaterThan(0);
    const view = await t.request(links[0]!.replaceAll('&amp;', '&'));
    expect(view.status).toBe(200);

    // The owner's data export names the link by company and dates, never by its token.
    const exported = await (await t.request('/api/me/export', { as: pro })).text();
    expect(exported).toContain(`"expiresAt":"${created.expiresAt}"`);
    expect(exported).not.toContain(tokenOf(path));
  });

  it('keeps the snapshot when the owner later deletes the analysis', async () => {
    const { path } = await share();
    const history = (await (await t.request('/api/analysis/history', { as: pro })).json()) as {
      analyses: { id: string }[];
    };
    expect(history.analyses.length).toBeGreaterThan(0);
    for (const entry of history.analyses)
      await t.request(`/api/analysis/${entry.id}`, { as: pro, method: 'DELETE' });
    expect((await brief()).analysis).toBeNull();
    const page = await (await t.request(`/api/shared-briefs/${tokenOf(path)}`)).text();
    expect(page).toContain(SELLER);
    expect(page).not.toContain('No analysis of');
  });

  it('lists and revokes only the owner’s links; a revoked link says so plainly', async () => {
    const { share: created, path } = await share();
    const listed = (await (await t.request('/api/companies/KO/brief/shares', { as: pro })).json()) as {
      shares: BriefShare[];
    };
    expect(listed.shares.map((s) => s.id)).toContain(created.id);
    const others = (await (await t.request('/api/companies/KO/brief/shares', { as: otherPro })).json()) as {
      shares: BriefShare[];
    };
    expect(others.shares).toEqual([]);

    const stolen = await t.request(`/api/companies/KO/brief/shares/${created.id}`, {
      as: otherPro,
      method: 'DELETE',
    });
    expect(stolen.status).toBe(404);
    expect((await t.request(`/api/shared-briefs/${tokenOf(path)}`)).status).toBe(200);

    // Free (a lapsed Pro) can still take their link down.
    const revoke = await t.request(`/api/companies/KO/brief/shares/${created.id}`, {
      as: pro,
      method: 'DELETE',
    });
    expect(revoke.status).toBe(204);
    const gone = await t.request(`/api/shared-briefs/${tokenOf(path)}`);
    expect(gone.status).toBe(410);
    const page = await gone.text();
    expect(page).toContain('This brief is no longer shared: its owner revoked the link.');
    expect(page).not.toContain('COCA COLA');
  });

  it('refuses bad input with a clear 4xx and never leaks whether a token exists', async () => {
    for (const expiresInDays of [0, 91, 1.5, '7', null]) {
      const response = await t.request('/api/companies/KO/brief/shares', {
        as: pro,
        json: { expiresInDays },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    const unknown = await t.request(`/api/shared-briefs/${'A'.repeat(43)}`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('This share link does not exist.');
    for (const token of ['short', `${'A'.repeat(43)}%00`, 'A'.repeat(500)])
      expect((await t.request(`/api/shared-briefs/${token}`)).status).toBe(404);
    expect(
      (await t.request('/api/companies/KO/brief/shares/not-a-uuid', { as: pro, method: 'DELETE' })).status,
    ).toBe(404);
    // At most MAX_ACTIVE_SHARES working links: each holds a snapshot.
    await t.db.insert(briefShares).values(
      Array.from({ length: MAX_ACTIVE_SHARES }, (_, n) => ({
        userId: otherPro.id,
        ticker: 'KO',
        tokenHash: `cap-${n}`,
        snapshot: { ticker: 'KO' } as AccountBrief,
        expiresAt: new Date(Date.now() + DAY_MS),
      })),
    );
    const capped = await t.request('/api/companies/KO/brief/shares', {
      as: otherPro,
      json: { expiresInDays: 7 },
    });
    expect(capped.status).toBe(400);
    expect(await capped.json()).toMatchObject({ code: 'TOO_MANY_SHARES' });
    const unknownTicker = await t.request('/api/companies/ZZZZQ/brief', { as: pro });
    expect(unknownTicker.status).toBe(404);
    expect(await unknownTicker.json()).toMatchObject({ code: 'UNKNOWN_TICKER' });
  });

  it('expires a link after its days', async () => {
    const { share: created, path } = await share(pro, 1);
    offset = 2 * DAY_MS;
    try {
      const expired = await t.request(`/api/shared-briefs/${tokenOf(path)}`);
      expect(expired.status).toBe(410);
      expect(await expired.text()).toContain(`This share link expired on ${created.expiresAt.slice(0, 10)}.`);
      const listed = (await (await t.request('/api/companies/KO/brief/shares', { as: pro })).json()) as {
        shares: BriefShare[];
      };
      expect(listed.shares.find((s) => s.id === created.id)?.status).toBe('expired');
    } finally {
      offset = 0;
    }
  });
});
