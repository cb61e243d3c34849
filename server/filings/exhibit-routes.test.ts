import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_SECRET, type TestUser } from '#server/test/create-test-app.ts';
import { createEdgarTestApp } from '#server/test/edgar-test-app.ts';
import { SHARED_EDGAR_DIR } from '#server/test/fakes/fake-edgar.ts';
import { decodeFilingBytes } from './documents/decode-filing.ts';
import { exhibitSubject, signDocumentUrl } from './documents/document-url.ts';
import { sanitizeFiling } from './documents/sanitize-filing.ts';

/** Real 8-Ks in the shared replica (see its manifest.json). */
const ADBE = { ticker: 'ADBE', accession: '0000796343-23-000044', folder: '796343/000079634323000044' };
const MMM = { ticker: 'MMM', accession: '0000066740-24-000023', folder: '66740/000006674024000023' };
const NVDA = { ticker: 'NVDA', accession: '0001045810-26-000024', folder: '1045810/000104581026000024' };

interface ExhibitJson {
  ticker: string;
  filing_type: string;
  accession_number: string;
  form_name: string;
  file_url: string;
  view_url: string;
  exhibit_type: string;
}

describe('8-K exhibit routes', async () => {
  // No as-of date: NVDA's 2026 8-K is listed.
  let nowMs = Date.now();
  // All of the replica: the 8-Ks of 2026 are after the usual as-of date.
  const t = await createEdgarTestApp({ clock: () => new Date(nowMs), edgar: { asOf: undefined } });
  const fake = t.edgar;
  const alice: TestUser = await t.signUp();
  beforeEach(() => {
    fake.reset();
    nowMs = Date.now();
  });

  const open = (json: Record<string, unknown>) => t.request('/api/sec-filings/exhibit', { as: alice, json });
  const replicaHtml = (file: string) =>
    decodeFilingBytes(readFileSync(path.join(SHARED_EDGAR_DIR, 'Archives/edgar/data', file)));

  it("opens an 8-K's press release (EX-99.1), served exactly as the sanitiser makes the primary document", async () => {
    const response = await open({ ticker: 'adbe', accession: ADBE.accession });
    expect(response.status).toBe(200);
    const exhibit = (await response.json()) as ExhibitJson;
    expect(exhibit).toMatchObject({
      ticker: 'ADBE',
      filing_type: '8-K',
      accession_number: ADBE.accession,
      exhibit_type: 'EX-99.1',
      form_name: 'Press release (Exhibit 99.1)',
      file_url: `${fake.url}/Archives/edgar/data/${ADBE.folder}/adbeex991q123.htm`,
    });
    expect(exhibit.view_url).toMatch(
      /^\/api\/sec-filings\/document\/0000796343-23-000044\/exhibits\/EX-99\.1\?expires=\d+&sig=/,
    );

    const view = await t.request(exhibit.view_url);
    expect(view.status).toBe(200);
    expect(view.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(view.headers.get('content-security-policy')).toMatch(/^sandbox allow-popups/);
    const html = await view.text();
    expect(html).toContain('Adobe Reports Record Revenue in Q1 Fiscal 2023');
    expect(html).toBe(
      sanitizeFiling(replicaHtml(`${ADBE.folder}/adbeex991q123.htm`), {
        folderUrl: `${fake.url}/Archives/edgar/data/${ADBE.folder}/`,
      }),
    );
    // The press release's logo is the filing's own image, from EDGAR.
    expect(html).toContain(`src="${fake.url}/Archives/edgar/data/${ADBE.folder}/image.jpg"`);

    // Filings never change: opening and viewing again asks EDGAR nothing more.
    const asked = fake.requestsFor('/Archives');
    expect(asked).toBe(2);
    const again = (await (await open({ ticker: 'ADBE', accession: ADBE.accession })).json()) as ExhibitJson;
    expect((await t.request(again.view_url)).status).toBe(200);
    expect(fake.requestsFor('/Archives')).toBe(asked);
  });

  it('finds the press release of an 8-K whose index page EDGAR builds from the full submission (MMM)', async () => {
    // An EDGAR outage is an answer of the moment: not remembered as 'no press release'.
    fake.fault({ path: `/Archives/edgar/data/${MMM.folder}/`, kind: 'status', status: 502 });
    const failed = await open({ ticker: 'MMM', accession: MMM.accession });
    expect(failed.status).toBe(502);
    expect(((await failed.json()) as { code: string }).code).toBe('EDGAR_UNAVAILABLE');
    fake.reset();

    const exhibit = (await (
      await open({ ticker: 'MMM', accession: MMM.accession, type: 'ex-99.1' })
    ).json()) as ExhibitJson;
    expect(exhibit).toMatchObject({ exhibit_type: 'EX-99.1', form_name: 'Exhibit 99.1' });
    expect(exhibit.file_url).toMatch(/\/pressrelease3-8x24\.htm$/);
    const html = await (await t.request(exhibit.view_url)).text();
    expect(html).toContain('3M Board of Directors Approves Spin-off of Solventum');
  });

  it('answers 404 naming what is missing: no press release, or not the exhibit asked for', async () => {
    // The shared NVDA submissions end two days before this 8-K (2026-03-06): list it as EDGAR now does.
    fake.addFiling({
      cik: 1045810,
      ticker: 'NVDA',
      form: '8-K',
      accessionNumber: NVDA.accession,
      filingDate: '2026-03-06',
      reportDate: '2026-03-02',
      primaryDocument: 'nvda-20260302.htm',
      html: replicaHtml(`${NVDA.folder}/nvda-20260302.htm`),
      items: '5.02,9.01',
    });
    const none = await open({ ticker: 'NVDA', accession: NVDA.accession });
    expect(none.status).toBe(404);
    expect(await none.json()).toEqual({
      code: 'DOCUMENT_NOT_FOUND',
      error:
        'This 8-K (0001045810-26-000024) has no press release (exhibit 99.1 or another exhibit 99) on SEC EDGAR.',
    });
    const other = await open({ ticker: 'ADBE', accession: ADBE.accession, type: 'EX-99.2' });
    expect(other.status).toBe(404);
    expect(((await other.json()) as { error: string }).error).toBe(
      'This 8-K (0000796343-23-000044) has no exhibit EX-99.2 on SEC EDGAR.',
    );
    // A filing whose index page EDGAR does not have (the replica's 10-Ks have none).
    const noIndex = await open({ ticker: 'AAPL', accession: '0000320193-24-000123' });
    expect(noIndex.status).toBe(404);
    expect(((await noIndex.json()) as { error: string }).error).toMatch(
      /^SEC EDGAR has no index of the documents of filing 0000320193-24-000123/,
    );
    // An accession that is not the company's.
    const foreign = await open({ ticker: 'MMM', accession: ADBE.accession });
    expect(foreign.status).toBe(404);
  });

  it('answers 400 for a malformed accession, ticker or exhibit type (404 in a path), before asking EDGAR', async () => {
    for (const json of [
      { ticker: 'ADBE', accession: '796343-23-44' },
      { ticker: 'ADBE', accession: ADBE.accession, type: 'EX-10.1' },
      { ticker: 'ADBE', accession: ADBE.accession, type: '../../etc' },
      { ticker: 'AD BE', accession: ADBE.accession },
      { ticker: 'ADBE', accession: ADBE.accession, extra: true },
    ]) {
      const response = await open(json);
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect(((await response.json()) as { error: string }).error).toBeTruthy();
    }
    for (const url of [
      '/api/sec-filings/document/0000796343-23-000044/exhibits/EX-10.1?expires=1&sig=x',
      '/api/sec-filings/document/796343-23-44/exhibits/EX-99.1?expires=1&sig=x',
    ]) {
      // A path that names no resource is a 404 everywhere (server/http/route.ts), as here.
      expect((await t.request(url)).status, url).toBe(404);
    }
    expect(fake.totalRequests).toBe(0);
  });

  it('serves an exhibit only on its own valid, unexpired signature; opening one needs a signed-in user', async () => {
    expect(
      (await t.request('/api/sec-filings/exhibit', { json: { ticker: 'ADBE', accession: ADBE.accession } }))
        .status,
    ).toBe(401);
    const base = `/api/sec-filings/document/${ADBE.accession}/exhibits/EX-99.1`;
    expect((await t.request(base)).status).toBe(401);

    // The primary document's signature, or another exhibit's, grants nothing here.
    const primary = new URL(signDocumentUrl(TEST_SECRET, ADBE.accession, nowMs), 'http://x');
    const other = new URL(
      signDocumentUrl(TEST_SECRET, exhibitSubject(ADBE.accession, 'EX-99.2'), nowMs),
      'http://x',
    );
    for (const signed of [primary, other]) {
      const response = await t.request(`${base}${signed.search}`);
      expect(response.status).toBe(403);
      expect(((await response.json()) as { code: string }).code).toBe('BAD_SIGNATURE');
    }

    const exhibit = (await (await open({ ticker: 'ADBE', accession: ADBE.accession })).json()) as ExhibitJson;
    nowMs += 31 * 60 * 1000;
    const expired = await t.request(exhibit.view_url);
    expect(expired.status).toBe(403);
    expect(((await expired.json()) as { code: string }).code).toBe('LINK_EXPIRED');
  });

  it('a validly signed address of a filing nobody stored is a 404', async () => {
    const unknown = signDocumentUrl(TEST_SECRET, exhibitSubject('0000796343-23-000099', 'EX-99.1'), nowMs);
    const response = await t.request(unknown);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: string }).error).toMatch(
      /No stored filing 0000796343-23-000099/,
    );
  });
});
