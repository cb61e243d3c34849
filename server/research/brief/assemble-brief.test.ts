import { describe, expect, it } from 'vitest';
import type { CompanyAnalysis } from '#server/analysis/index.ts';
import type { FilingChanges } from '#server/filings/changes/filing-changes.ts';
import type { AnalysisItem } from '../../../contract/analysis.ts';
import type { FinancialsResponse } from '../../../contract/company-depth.ts';
import { assembleBrief, type BriefInputs, relinkBrief } from './assemble-brief.ts';
import { briefHtml } from './brief-html.ts';
import { briefMarkdown } from './brief-markdown.ts';

const link = (accession: string, start: number, end: number) => `/view/${accession}#${start}-${end}`;
const section = { key: '1A', title: 'Item 1A. Risk Factors' };
const item = (n: number, evidence = true): AnalysisItem => ({
  title: `Item ${n}`,
  description: `Acme's plan ${n}`,
  evidence: evidence ? { section, quote: `Acme quote ${n}.`, start: n * 10, end: n * 10 + 5 } : null,
});

const analysis: CompanyAnalysis = {
  id: '00000000-0000-4000-8000-000000000001',
  accession: '0000000001-25-000002',
  filingType: '10-Q',
  productDescription: 'Warehouse robots',
  lastOpenedAt: new Date('2025-05-01T00:00:00Z'),
  result: {
    // The unverified model item (no evidence) is left out, and only three are kept.
    keyInitiatives: [item(1, false), item(2), item(3), item(4), item(5)],
    riskFactors: [
      {
        ...item(6),
        evidence: {
          section,
          quote: 'From the 10-K.',
          start: 1,
          end: 2,
          source: { accession: '0000000001-25-000001', formType: '10-K' },
        },
      },
    ],
    positioningOpportunities: [],
    conversationStarters: [{ text: 'Ask about the new warehouses in Ohio.', evidence: item(7).evidence! }],
  },
};

const revenue = (value: number, yoy: number | null, fy: number) => ({
  label: `FY${fy}`,
  fiscal_year: fy,
  fiscal_quarter: null,
  start: `${fy - 1}-07-01`,
  end: `${fy}-06-30`,
  values: {
    revenue: {
      value,
      yoy,
      derived: false,
      tag: 'Revenues',
      source: { accession_number: 'x', form: '10-K', filed: `${fy}-08-01`, url: `https://sec.example/${fy}` },
    },
  },
});

const financials = {
  entity_name: 'ACME CORP',
  annual: [revenue(120, 0.2, 2025), revenue(100, null, 2024)],
  latest: { revenue: null, employees: null },
} as unknown as FinancialsResponse;

const changes: FilingChanges = {
  ticker: 'ACME',
  current: { accession_number: '0000000001-25-000001', filing_date: '2025-02-01', period_end_date: null },
  prior: { accession_number: '0000000001-24-000001', filing_date: '2024-02-01', period_end_date: null },
  message: null,
  risk_factors: {
    key: '1A',
    title: 'Risk Factors',
    compared: true,
    changes: [
      {
        kind: 'unchanged',
        current: { heading: 'Old', start: 0, end: 5, body: 'x' },
        prior: null,
        similarity: 1,
        added: [],
        removed: [],
        edits: [],
      },
      {
        kind: 'new',
        current: { heading: 'Tariffs on robots could raise our costs.', start: 50, end: 90, body: 'b' },
        prior: null,
        similarity: null,
        added: [],
        removed: [],
        edits: [],
      },
    ],
    counts: { new: 1, removed: 0, rewritten: 0, unchanged: 1 },
  },
  business: null,
  new_initiatives: [],
};

const inputs: BriefInputs = {
  ticker: 'ACME',
  now: new Date('2025-06-01T00:00:00Z'),
  name: 'ACME CORP',
  catalogue: { industry: 'Robots', revenue: 999, revenuePeriod: 'CY2024' },
  financials,
  analysis,
  technology: [],
  changes,
  predictions: [],
};

describe('assembleBrief', () => {
  it("takes the user's top three cited initiatives, risks and starters, each linked where its quote is", () => {
    const brief = assembleBrief(inputs, link);
    expect(brief.initiatives.map((p) => p.title)).toEqual(['Item 2', 'Item 3', 'Item 4']);
    expect(brief.initiatives[0]?.citation).toMatchObject({
      accession: analysis.accession,
      formType: '10-Q',
      viewUrl: `/view/${analysis.accession}#20-25`,
    });
    // A 10-Q risk quoted from the 10-K it points to is cited in that 10-K.
    expect(brief.risks[0]?.citation).toMatchObject({ accession: '0000000001-25-000001', formType: '10-K' });
    expect(brief.conversationStarters[0]?.text).toBe('Ask about the new warehouses in Ohio.');
    expect(brief.analysis).toMatchObject({ filingType: '10-Q', productDescription: 'Warehouse robots' });
  });

  it('gives the revenue trend from the XBRL facts oldest first, else the catalogue figure', () => {
    expect(assembleBrief(inputs, link).profile.revenue).toEqual([
      { value: 100, period: 'FY2024', yoy: null, sourceUrl: 'https://sec.example/2024' },
      { value: 120, period: 'FY2025', yoy: 0.2, sourceUrl: 'https://sec.example/2025' },
    ]);
    expect(assembleBrief({ ...inputs, financials: null }, link).profile.revenue).toEqual([
      { value: 999, period: 'CY2024', yoy: null, sourceUrl: null },
    ]);
  });

  it("cites this year's new risk factors by their heading", () => {
    const brief = assembleBrief(inputs, link);
    expect(brief.changes).toMatchObject({ priorFilingDate: '2024-02-01', message: null });
    expect(brief.changes.points).toEqual([
      {
        title: 'New risk factor',
        text: 'Not in the 10-K filed 2024-02-01.',
        citation: expect.objectContaining({
          quote: 'Tariffs on robots could raise our costs.',
          start: 50,
          end: 90,
        }),
      },
    ]);
  });

  it('without an analysis writes nothing in its place, and names the parts it could not read', () => {
    const brief = assembleBrief(
      { ...inputs, analysis: null, technology: null, changes: null, predictions: null },
      link,
    );
    expect(brief).toMatchObject({ analysis: null, initiatives: [], risks: [], conversationStarters: [] });
    expect(brief.unavailable).toEqual(['technology', 'changes', 'upcoming']);
    const markdown = briefMarkdown(brief);
    expect(markdown).toContain('You have not analysed ACME CORP yet');
    expect(markdown).toContain('Not available this time: technology, changes, upcoming.');
  });

  it('signs every viewer address afresh for a snapshot', () => {
    const brief = assembleBrief(inputs, link);
    const relinked = relinkBrief(brief, (accession, start, end) => `/new/${accession}/${start}/${end}`);
    expect(relinked.initiatives[0]?.citation.viewUrl).toBe(`/new/${analysis.accession}/20/25`);
    expect(relinked.changes.points[0]?.citation.viewUrl).toBe('/new/0000000001-25-000001/50/90');
    expect(JSON.stringify(relinked)).not.toContain('/view/');
  });

  it('renders Markdown with every quote and its accession', () => {
    const markdown = briefMarkdown(assembleBrief(inputs, link));
    expect(markdown).toContain(
      '> “Acme quote 2.”\n> — 10-Q, Item 1A. Risk Factors (accession 0000000001-25-000002)',
    );
    expect(markdown).toContain('- Revenue FY2025: $0.0M (+20.0%) — https://sec.example/2025');
  });

  it('renders the shared page with every text escaped', () => {
    const hostile = { ...analysis, productDescription: '<script>alert(1)</script>' };
    const html = briefHtml(assembleBrief({ ...inputs, analysis: hostile }, link), {
      sharedAt: '2025-06-01T00:00:00Z',
      expiresAt: '2025-06-15T00:00:00Z',
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<blockquote>“Acme quote 2.”</blockquote>');
    expect(html).toContain('@media print');
  });
});
