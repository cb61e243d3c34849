import { describe, expect, it } from 'vitest';
import type { ExportSource } from './export-source.ts';
import {
  htmlNote,
  hubspotPayload,
  markdownNote,
  noteTitle,
  passageLinkFor,
  SALESFORCE_BODY_MAX,
} from './note-content.ts';
import { sampleAnalysis } from './testing/crm-fixtures.ts';

const source: ExportSource = {
  analysisId: 'a1',
  ticker: 'AAPL',
  companyName: 'Apple Inc.',
  filingType: '10-K',
  accession: '0000320193-24-000123',
  filingDate: '2024-11-01',
  periodEndDate: '2024-09-28',
  edgarUrl: 'https://www.sec.gov/Archives/edgar/data/320193/000032019324000123/aapl-20240928.htm',
  analysis: sampleAnalysis,
};
const link = passageLinkFor('https://app.example');

describe('CRM note content', () => {
  it('titles the note as the spec does', () => {
    expect(noteTitle(source)).toBe('10Kai Analysis: AAPL 10-K');
  });

  it('gives every item of every section its quote, section and link, in order', () => {
    const text = markdownNote(source, link);
    const sections = [
      'Key Initiatives',
      'Risk Factors',
      'Positioning Opportunities',
      'Conversation Starters',
    ];
    const positions = sections.map((heading) => text.indexOf(`## ${heading}`));
    expect(positions.every((position, index) => position > (positions[index - 1] ?? 0))).toBe(true);
    expect(text.match(/ {3}> "/g)).toHaveLength(4);
    expect(text.match(/Source: https:\/\/app\.example\/api\/crm\/passage\//g)).toHaveLength(4);
    expect(text).toContain('Filing: Apple Inc. (AAPL) 10-K');
    expect(text).toContain('Period: 2024-09-28 (filed 2024-11-01)');
  });

  it('keeps a Salesforce body within its limit', () => {
    const long = {
      ...source,
      analysis: {
        ...sampleAnalysis,
        keyInitiatives: Array.from({ length: 200 }, (_, index) => ({
          ...sampleAnalysis.keyInitiatives[0]!,
          title: `Initiative ${index}`,
        })),
      },
    };
    const text = markdownNote(long, link);
    expect(text.length).toBeLessThanOrEqual(SALESFORCE_BODY_MAX);
    expect(text.endsWith('[truncated]')).toBe(true);
  });

  it('escapes filing text in the HubSpot HTML and ends with the export marker', () => {
    const html = htmlNote(
      {
        ...source,
        analysis: {
          ...sampleAnalysis,
          keyInitiatives: [{ ...sampleAnalysis.keyInitiatives[0]!, title: '<script>x</script>' }],
        },
      },
      link,
      'tenkaiexportabc',
      '2026-03-02',
    );
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(html).toContain('Exported from 10Kai on 2026-03-02');
    expect(html.endsWith('<p><small>10Kai export tenkaiexportabc</small></p>')).toBe(true);
  });

  it("builds the spec's HubSpot payload with today's date", () => {
    expect(hubspotPayload(source, new Date('2026-03-02T23:59:00Z'))).toEqual({
      companyName: 'Apple Inc.',
      filingType: '10-K',
      filingDate: '2026-03-02',
      keyInsights: ['Expand services revenue'],
      risks: ['Supply chain concentration'],
      opportunities: ['Security tooling for the supply chain'],
      conversation_starters: ['How are you monitoring the security of your outsourcing partners?'],
    });
  });
});
