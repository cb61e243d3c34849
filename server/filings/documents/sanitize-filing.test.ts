import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SHARED_EDGAR_DIR } from '#server/test/fakes/fake-edgar.ts';
import { outsideUrls } from './fixtures/outside-urls.ts';
import { highlightQuote } from './highlight-quote.ts';
import { sanitizeFiling } from './sanitize-filing.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const hostile = readFileSync(path.join(here, 'fixtures/hostile-filing.html.txt'), 'utf8');
const FOLDER = 'https://www.sec.gov/Archives/edgar/data/999999/000099999925000001/';
const safe = sanitizeFiling(hostile, { folderUrl: FOLDER });

describe('sanitizeFiling on a hostile filing', () => {
  it('removes everything that runs, loads or navigates', () => {
    expect(safe).not.toMatch(
      /<script|<iframe|<object|<embed|<base|<link|<svg|<math|<xmp|<noscript|<video|<source/i,
    );
    expect(safe).not.toMatch(/<form|<input|<button|http-equiv|refresh|formaction|srcdoc|poster/i);
    expect(safe).not.toMatch(/\son[a-z]+\s*=/i);
    expect(safe).not.toMatch(/javascript:|vbscript:|data:text|data:image\/svg|expression\(|@import/i);
    expect(safe).not.toContain('evil.example');
    expect(safe.match(/target="[^"]*"/g)?.every((target) => target === 'target="_blank"')).toBe(true);
    expect(safe).not.toContain('<?xml');
  });

  it('leaves no outside URL in any attribute or CSS: images, backgrounds, style blocks, links', () => {
    expect(outsideUrls(safe, 'https://www.sec.gov')).toEqual([]);
    expect(safe).not.toContain('other-host');
    expect(safe).toContain('<img alt="outside image">');
    expect(safe).toContain('<a id="outside-link">Outside link</a>');
    expect(safe).toContain('<div style="color:green;">image set</div>');
    expect(safe).toContain('p { color: #222 }');
  });

  it('opens EDGAR links in a new tab without opener or referrer', () => {
    expect(safe).toContain(
      '<a id="edgar-link" href="https://www.sec.gov/cgi-bin/browse-edgar?action=getcompany" target="_blank" rel="noopener noreferrer">',
    );
    expect(safe).toContain(
      `<a id="exhibit-link" href="${FOLDER}exhibit21.htm" target="_blank" rel="noopener noreferrer">`,
    );
  });

  it('keeps the text, form contents, inline styles and in-document links', () => {
    expect(safe).toContain('Our business depends on <b>continued demand</b>');
    expect(safe).toContain('<p>Form text stays</p>');
    expect(safe).toContain('style="color:#00f;font-weight:700"');
    expect(safe).toContain('href="#top"');
    expect(safe).toContain('<td>Revenue</td>');
  });

  it('resolves relative images and links against the EDGAR folder and keeps raster data images', () => {
    expect(safe).toContain(`src="${FOLDER}logo.jpg"`);
    expect(safe).toContain(`href="${FOLDER}exhibit21.htm"`);
    expect(safe).toContain('src="data:image/png;base64,iVBORw0KGgo="');
  });

  it('drops the import from a <style> element, and declares utf-8, no referrer and the highlight style', () => {
    expect(safe).not.toContain('import.css');
    expect(safe).toContain('body { color: #111; }');
    expect(safe).toMatch(
      /<head><meta charset="utf-8"><meta name="referrer" content="no-referrer"><style>mark\.tenkai-highlight/,
    );
  });
});

describe('highlightQuote', () => {
  it('marks a quote that spans inline elements, with an id for the #highlight fragment', () => {
    const { html, found } = highlightQuote(safe, 'depends on continued   demand\nfor widgets');
    expect(found).toBe(true);
    expect(html).toContain(
      'Our business <mark id="highlight" class="tenkai-highlight">depends on </mark><b><mark class="tenkai-highlight">continued demand</mark></b><mark class="tenkai-highlight"> for widgets</mark> and gadgets.',
    );
  });

  it('matches table text written with cell separators and ignores hidden content', () => {
    expect(highlightQuote(safe, 'Revenue | $ 100').found).toBe(true);
    expect(highlightQuote(safe, 'HIDDEN DEI FACT').found).toBe(false);
    expect(highlightQuote(safe, 'words that are not in the filing').found).toBe(false);
  });

  it('cannot inject markup through the quote', () => {
    const { html } = highlightQuote(safe, '<script>alert(1)</script>');
    expect(html).not.toContain('<script');
  });
});

describe('sanitizeFiling on a real filing', () => {
  it('keeps an iXBRL 10-Q readable and resolves its image', () => {
    const file = path.join(
      SHARED_EDGAR_DIR,
      'Archives/edgar/data/320193/000032019325000057/aapl-20250329.htm',
    );
    const folder = 'https://www.sec.gov/Archives/edgar/data/320193/000032019325000057/';
    const output = sanitizeFiling(readFileSync(file, 'utf8'), { folderUrl: folder });
    expect(output).toContain(`src="${folder}aapl-20250329_g1.jpg"`);
    expect(output).toContain('Risk Factors');
    expect(output).toMatch(/href="#i056866be11a54295b8c21e0877b67331_13"/);
    expect(highlightQuote(output, 'Apple Inc.').found).toBe(true);
  });
});
