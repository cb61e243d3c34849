import { describe, expect, it } from 'vitest';
import { extractSections } from './extract-sections.ts';

const p = (text: string, style = '') => `<div style="${style}"><span>${text}</span></div>`;
const bold = (text: string) => p(text, 'font-weight:700');
const boldItalic = (text: string) => p(text, 'font-weight:700;font-style:italic');
const prose = (words: string, times = 8) => p(`${words} `.repeat(times).trim());
const pageBreak = '<hr style="page-break-after:always"/>';
const footer = (n: number) =>
  `${p(`Acme Corp. | 2024 Form 10-K | ${n}`)}${pageBreak}${p('Table of Contents')}`;
const html = (body: string) =>
  `<html><body><div style="display:none"><ix:header>hidden facts</ix:header></div>${body}</body></html>`;

const toc = (rows: [string, string, number][]) =>
  `<table>${rows.map(([item, title, page]) => `<tr><td><a href="#i${item}">Item ${item}.</a></td><td>${title}</td><td>${page}</td></tr>`).join('')}</table>`;

const tenK = html(`
  ${bold('TABLE OF CONTENTS')}
  ${toc([
    ['1', 'Business', 1],
    ['1A', 'Risk Factors', 5],
    ['1B', 'Unresolved Staff Comments', 9],
    ['2', 'Properties', 9],
    ['3', 'Legal Proceedings', 9],
    ['7', 'Management’s Discussion and Analysis', 10],
    ['10', 'Directors, Executive Officers and Corporate Governance', 20],
  ])}
  ${footer(1)}
  <div id="i1"></div>${bold('Item 1. Business')}${prose('Acme makes anvils for coyotes.', 12)}
  ${footer(2)}
  <div id="i1A"></div>${bold('Item 1A. Risk Factors')}${prose('Investing in Acme involves risk.')}
  ${bold('Business Risks')}
  ${boldItalic('Demand for anvils may fall sharply.')}${prose('Coyotes may stop buying anvils.')}
  ${footer(3)}
  ${boldItalic('Suppliers may fail to deliver iron.')}${prose('Iron is scarce.')}
  ${bold('Financial Risks')}
  ${boldItalic('Our debt could limit our flexibility.')}${prose('We borrowed a lot.')}
  ${footer(4)}
  ${bold('Item 1B. Unresolved Staff Comments')}${p('None.')}
  ${bold('Items 2 and 3. Properties and Legal Proceedings')}${prose('We own a desert factory and face no lawsuits.')}
  ${footer(5)}
  ${bold('Item 7. Management’s Discussion and Analysis of Financial Condition and Results of Operations')}
  ${prose('Sales grew because roadrunners are fast.', 12)}
  ${bold('Item 10. Directors, Executive Officers and Corporate Governance')}
  ${p('The information required by this Item will be included in the 2025 Proxy Statement and is incorporated herein by reference.')}
  ${bold('SIGNATURES')}${p('Signed by Wile E.')}
`);

describe('extractSections on a synthetic 10-K', () => {
  const parsed = extractSections(tenK, '10-K');
  const section = (key: string) => parsed.sections.find((s) => s.key === key);

  it('takes the body headings, never the table of contents entries', () => {
    const business = section('1')!;
    expect(business.heading).toBe('Item 1. Business');
    expect(business.paragraphs[0]!.text).toMatch(/^Acme makes anvils/);
    expect(parsed.text.slice(business.start, business.start + 16)).toBe('Item 1. Business');
    expect(business.confidence).toBeGreaterThanOrEqual(0.9);
  });

  it('drops hidden content and page furniture from paragraphs', () => {
    expect(parsed.text).not.toContain('hidden facts');
    const risks = section('1A')!;
    expect(risks.paragraphs.map((p) => p.text).join('\n')).not.toMatch(/Table of Contents|2024 Form 10-K/);
  });

  it('splits risk-factor titles from the headings that group them', () => {
    const risks = section('1A')!;
    expect(risks.subheadings.map((s) => s.text)).toEqual([
      'Demand for anvils may fall sharply.',
      'Suppliers may fail to deliver iron.',
      'Our debt could limit our flexibility.',
    ]);
    expect(risks.groupHeadings?.map((s) => s.text)).toEqual(['Business Risks', 'Financial Risks']);
  });

  it('keeps a short "None." section', () => {
    expect(section('1B')!.paragraphs.map((p) => p.text)).toEqual(['None.']);
  });

  it('reports the second item of a combined heading as combined', () => {
    expect(section('2')?.combinedWith).toEqual(['3']);
    expect(parsed.missing).toContainEqual({
      key: '3',
      title: 'Legal Proceedings',
      reason: 'combined',
      coveredBy: '2',
    });
  });

  it('reports sections only incorporated by reference as found by reference, and absent ones', () => {
    expect(section('10')).toMatchObject({ kind: 'by reference', pointsTo: 'proxy statement' });
    expect(section('10')!.pointer!.text).toMatch(/proxy statement/i);
    expect(parsed.missing.map((m) => m.key)).not.toContain('10');
    expect(parsed.missing).toContainEqual(expect.objectContaining({ key: '1C', reason: 'not_found' }));
    expect(parsed.missing).toContainEqual(expect.objectContaining({ key: '8', reason: 'not_found' }));
  });

  it('ends the last section at the signatures', () => {
    expect(parsed.text.slice(section('7')!.end)).toMatch(/^\s*Item 10\./);
    expect(section('7')!.paragraphs.every((p) => !p.text.includes('Signed'))).toBe(true);
  });
});

describe('extractSections on synthetic traps', () => {
  it('recognises a table of items without links or page numbers as a table of contents', () => {
    const parsed = extractSections(
      html(`<table><tr><td>Item 1.</td><td>Business</td></tr><tr><td>Item 1A.</td><td>Risk Factors</td></tr></table>
      ${bold('Item 1. Business')}${prose('Real business text.')}
      ${bold('Item 1A. Risk Factors')}${prose('Real risk text.')}`),
      '10-K',
    );
    expect(parsed.sections.map((s) => [s.key, s.paragraphs[0]?.text.slice(0, 9)])).toEqual([
      ['1', 'Real busi'],
      ['1A', 'Real risk'],
    ]);
  });

  it('treats a section that only points to a note as by reference, with the pointer', () => {
    const parsed = extractSections(
      html(`${bold('Item 3. Legal Proceedings')}
      ${p('For a description of our legal proceedings, see Note 9 of the Notes to Consolidated Financial Statements, which is incorporated herein by reference.')}
      ${bold('Item 4. Mine Safety Disclosures')}${p('Not applicable.')}`),
      '10-K',
    );
    expect(parsed.sections.map((s) => [s.key, s.kind, s.pointsTo])).toEqual([
      ['3', 'by reference', 'this report'],
      ['4', 'content', undefined],
    ]);
    expect(parsed.sections[0]!.pointer!.text).toMatch(
      /^For a description of our legal proceedings, see Note 9/,
    );
  });

  it('keys 10-Q items by part and tells Part I Item 1 from Part II Item 1', () => {
    const parsed = extractSections(
      html(`${bold('PART I — FINANCIAL INFORMATION')}
      ${bold('Item 1. Financial Statements')}${prose('Balance sheet lines.')}
      ${bold('Item 2. Management’s Discussion and Analysis')}${prose('Quarter was good.')}
      ${bold('PART II — OTHER INFORMATION')}
      ${bold('Item 1. Legal Proceedings')}${prose('A lawsuit was filed.')}
      ${bold('Item 1A. Risk Factors')}${p('There have been no material changes to our risk factors.')}`),
      '10-Q',
    );
    expect(parsed.sections.map((s) => [s.key, s.part, s.item])).toEqual([
      ['I-1', 'I', '1'],
      ['I-2', 'I', '2'],
      ['II-1', 'II', '1'],
      ['II-1A', 'II', '1A'],
    ]);
    expect(parsed.sections.find((s) => s.key === 'II-1A')!.subheadings).toEqual([]);
    expect(parsed.missing.map((m) => m.key)).toEqual(['I-3', 'I-4']);
  });

  it('follows the table of contents link when a section has no heading of its own', () => {
    const parsed = extractSections(
      html(`<table><tr><td><a href="#fs">Item 1.</a></td><td><a href="#fs">Financial Statements</a></td></tr>
      <tr><td><a href="#md">Item 2.</a></td><td><a href="#md">Management’s Discussion and Analysis</a></td><td>20</td></tr></table>
      <div id="fs"></div>${bold('Consolidated Balance Sheets')}${prose('Cash and equivalents.')}
      <div id="md"></div>${bold('Item 2. Management’s Discussion and Analysis')}${prose('Quarter was good.')}`),
      '10-Q',
    );
    const statements = parsed.sections.find((s) => s.key === 'I-1')!;
    expect(statements.paragraphs[0]!.text).toBe('Consolidated Balance Sheets');
    expect(statements.confidence).toBeLessThanOrEqual(0.6);
    expect(parsed.text.slice(statements.end)).toMatch(/^\s*Item 2\./);
  });

  it('finds the financial statements when Item 8 only points to them', () => {
    const parsed = extractSections(
      html(`${bold('Item 8. Financial Statements and Supplementary Data')}
      ${p('The information required by this Item is set forth in our Consolidated Financial Statements included in this report.')}
      ${bold('Item 9. Changes in and Disagreements with Accountants')}${p('None.')}
      ${bold('Item 15. Exhibits and Financial Statement Schedules')}${prose('List of exhibits.')}
      ${bold('Report of Independent Registered Public Accounting Firm')}${prose('In our opinion the statements are fair.')}
      ${bold('Exhibit Index')}${prose('3.1 Charter.')}`),
      '10-K',
    );
    const statements = parsed.sections.find((s) => s.key === '8')!;
    expect(statements.paragraphs[0]!.text).toBe('Report of Independent Registered Public Accounting Firm');
    expect(parsed.text.slice(statements.end)).toMatch(/^\s*Exhibit Index/);
    expect(parsed.sections.find((s) => s.key === '15')!.end).toBeLessThanOrEqual(statements.start);
  });
});

describe('extractSections on patterns of filings nobody tuned for', () => {
  const italic = (text: string) => `<i>${text}</i>`;
  const runIn = (title: string, body: string) => `<p>${italic(title)} ${body}</p>`;
  const riskText = (topic: string) =>
    `We depend on ${topic} and a failure there could reduce our sales, raise our costs and harm our reputation with customers for a long time.`;

  it('keeps short items whose whole text sits at page breaks', () => {
    const parsed = extractSections(
      html(`
      ${bold('Item 1. Business')}${prose('Acme makes anvils for coyotes.', 12)}
      ${bold('Item 1B. Unresolved Staff Comments')}${p('None.')}${footer(2)}
      ${bold('Item 3. Legal Proceedings')}${p('None.')}${footer(3)}
      ${bold('Item 4. Mine Safety Disclosures')}${p('Not applicable.')}${footer(4)}
      ${bold('Item 9. Changes in and Disagreements with Accountants')}${p('None.')}${footer(5)}
      ${bold('Item 9C. Disclosure Regarding Foreign Jurisdictions that Prevent Inspections')}${p('Not applicable.')}${footer(6)}
      ${bold('Item 9B. Other Information')}${p('Not applicable.')}${footer(7)}`),
      '10-K',
    );
    const body = (key: string) => parsed.sections.find((s) => s.key === key)?.paragraphs.map((x) => x.text);
    expect(body('1B')).toEqual(['None.']);
    expect(body('3')).toEqual(['None.']);
    expect(body('4')).toEqual(['Not applicable.']);
    expect(body('9C')).toEqual(['Not applicable.']);
  });

  it('finds run-in italic risk titles under stand-alone group headings, and leaves summary bullets out', () => {
    const parsed = extractSections(
      html(`
      ${bold('Item 1A. Risk Factors')}${prose('Investing in Acme involves risk.')}
      ${bold('Summary of Risk Factors')}
      ${bold('• Demand for anvils may fall.')}${bold('• Suppliers may fail to deliver iron.')}
      ${bold('Risks Related to Our Business')}
      ${runIn('Demand for anvils may fall sharply.', riskText('coyotes'))}
      ${runIn('Suppliers may fail to deliver iron on time.', riskText('iron suppliers'))}
      ${bold('Financial Risks')}
      ${runIn('Our debt could limit our flexibility.', riskText('lenders'))}
      ${bold('Item 2. Properties')}${prose('We own a desert factory.')}`),
      '10-K',
    );
    const risks = parsed.sections.find((s) => s.key === '1A')!;
    expect(risks.subheadings.map((h) => h.text)).toEqual([
      'Demand for anvils may fall sharply.',
      'Suppliers may fail to deliver iron on time.',
      'Our debt could limit our flexibility.',
    ]);
    expect(risks.groupHeadings?.map((h) => h.text)).toEqual([
      'Summary of Risk Factors',
      'Risks Related to Our Business',
      'Financial Risks',
    ]);
  });

  it('takes a risk title printed in the group look for a title when prose of its own follows it', () => {
    const parsed = extractSections(
      html(`
      ${bold('Item 1A. Risk Factors')}${prose('Investing in Acme involves risk.')}
      ${boldItalic('Risks Related to Our Business')}
      ${bold('Demand for anvils may fall sharply.')}${p(riskText('coyotes'))}
      ${boldItalic('Suppliers may fail to deliver iron on time, which could halt production.')}${p(riskText('iron suppliers'))}
      ${bold('Our debt could limit our flexibility.')}${p(riskText('lenders'))}
      ${bold('Item 2. Properties')}${prose('We own a desert factory.')}`),
      '10-K',
    );
    const risks = parsed.sections.find((s) => s.key === '1A')!;
    expect(risks.subheadings.map((h) => h.text)).toEqual([
      'Demand for anvils may fall sharply.',
      'Suppliers may fail to deliver iron on time, which could halt production.',
      'Our debt could limit our flexibility.',
    ]);
    expect(risks.groupHeadings?.map((h) => h.text)).toEqual(['Risks Related to Our Business']);
  });

  it('classifies every pointer-only risk item the same way: by reference to the annual report', () => {
    for (const pointer of [
      'There have been no material changes from the risk factors previously disclosed in our Annual Report on Form 10-K for the year ended December 31, 2024.',
      'In addition to the other information in this report, you should carefully consider the factors discussed in Part I, Item 1A of our Annual Report on Form 10-K, which could materially affect our business.',
    ]) {
      const parsed = extractSections(
        html(`${bold('PART II — OTHER INFORMATION')}${bold('Item 1A. Risk Factors')}${p(pointer)}
        ${bold('Item 6. Exhibits')}${prose('Exhibit 31.1 certification.')}`),
        '10-Q',
      );
      const risks = parsed.sections.find((s) => s.key === 'II-1A');
      expect(risks).toMatchObject({ kind: 'by reference', pointsTo: 'annual report' });
      expect(risks!.pointer!.text).toBe(pointer);
      expect(parsed.missing.map((m) => m.key)).not.toContain('II-1A');
    }
  });
});
