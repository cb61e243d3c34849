import { describe, expect, it } from 'vitest';
import { exhibitDocument, exhibitRows, fetchExhibit } from './exhibits.ts';
import { sectionsFromExhibit } from './sections/exhibit-sections.ts';

/** The documents table of an EDGAR filing index page, as EDGAR prints it. */
const indexPage = `<html><body><table class="tableFile" summary="Document Format Files">
<tr><th>Seq</th><th>Description</th><th>Document</th><th>Type</th><th>Size</th></tr>
<tr><td>1</td><td>10-K</td><td><a href="/ix?doc=/Archives/edgar/data/1234/000123425000001/acme-20241231.htm">acme-20241231.htm</a></td><td>10-K</td><td>900000</td></tr>
<tr><td>2</td><td>ANNUAL REPORT TO SHAREHOLDERS</td><td><a href="/Archives/edgar/data/1234/000123425000001/ex13.htm">ex13.htm</a></td><td>EX-13.1</td><td>400000</td></tr>
<tr><td>3</td><td>SUBSIDIARIES</td><td><a href="/Archives/edgar/data/1234/000123425000001/ex21.htm">ex21.htm</a></td><td>EX-21</td><td>9000</td></tr>
</table></body></html>`;

const mdna =
  'We are investing in new distribution centers and expanding our digital ordering platform across all regions this year, which we expect to complete by the end of next year.';
const exhibit = `<html><body>
<p><b>Contents</b></p><table><tr><td><a href="#m">Management’s Discussion and Analysis</a></td><td>4</td></tr></table>
<p id="m"><b>Management’s Discussion and Analysis of Financial Condition and Results of Operations</b></p>
<p><b>Strategy</b></p><p>${mdna}</p><p>${mdna.replace('next year', 'the following year')}</p>
<p><b>Quantitative and Qualitative Disclosures About Market Risk</b></p>
<p>We are exposed to interest rate and foreign currency risk, which we manage with derivatives under a policy approved by the board of directors and reviewed each quarter by management.</p>
<p><b>Report of Independent Registered Public Accounting Firm</b></p><p>We have audited the balance sheets.</p>
</body></html>`;

describe('Exhibit 13 from the filing index', () => {
  it('finds the exhibit by its type in the index, whatever its number suffix', () => {
    expect(exhibitDocument(indexPage, 'EX-13')).toBe('ex13.htm');
    expect(exhibitDocument(indexPage, 'EX-21')).toBe('ex21.htm');
    expect(exhibitDocument(indexPage, 'EX-99')).toBeNull();
  });

  it('lists every exhibit of a type in page order, typed as the page types it', () => {
    const releases = indexPage.replace(
      '</table>',
      `<tr><td>4</td><td>PRESS RELEASE</td><td><a href="/Archives/edgar/data/1234/000123425000001/pr2.htm">pr2.htm</a></td><td>ex-99.2</td><td>1</td></tr>
<tr><td>5</td><td>EX-99.1</td><td><a href="/Archives/edgar/data/1234/000123425000001/pr1.htm">pr1.htm</a></td><td>EX-99.1</td><td>1</td></tr>
</table>`,
    );
    expect(exhibitRows(releases, 'EX-99')).toEqual([
      { type: 'EX-99.2', document: 'pr2.htm' },
      { type: 'EX-99.1', document: 'pr1.htm' },
    ]);
    expect(exhibitRows(releases, 'EX-99.1')).toEqual([{ type: 'EX-99.1', document: 'pr1.htm' }]);
  });

  it('downloads the index and then the exhibit through the EDGAR client', async () => {
    const asked: string[] = [];
    const edgar = {
      async downloadDocument(filing: { primaryDocument: string }) {
        asked.push(filing.primaryDocument);
        const body = Buffer.from(filing.primaryDocument.endsWith('-index.htm') ? indexPage : exhibit);
        return { url: filing.primaryDocument, body, contentType: 'text/html' };
      },
    };
    const found = await fetchExhibit(edgar, { cik: 1234, accessionNumber: '0001234250-00-000001' }, 'EX-13');
    expect(asked).toEqual(['0001234250-00-000001-index.htm', 'ex13.htm']);
    expect(found?.document).toBe('ex13.htm');

    const parsed = sectionsFromExhibit(found!.html);
    expect(parsed.sections.map((s) => [s.key, s.kind])).toEqual([
      ['7', 'content'],
      ['7A', 'content'],
    ]);
    const [item7, item7A] = parsed.sections;
    expect(item7!.heading).toMatch(/^Management’s Discussion and Analysis of Financial Condition/);
    expect(item7!.paragraphs[0]!.text).toBe('Strategy');
    expect(item7!.subheadings.map((h) => h.text)).toEqual(['Strategy']);
    expect(parsed.text.slice(item7!.end)).toMatch(/^\s*Quantitative and Qualitative/);
    expect(item7A!.paragraphs[0]!.text).toMatch(/^We are exposed to interest rate/);
    expect(parsed.text.slice(item7A!.end)).toMatch(/^\s*Report of Independent Registered/);
  });
});
