import { describe, expect, it } from 'vitest';
import { findQuote } from '../../evidence.ts';
import { fixtureFiling } from '../../testing/fixture-filing.ts';
import { sampleTenK } from '../../testing/sample-filing.ts';
import { analysisSchema } from '../../types.ts';
import { analyzeExtractive } from './extractive-engine.ts';

const filing = sampleTenK();
const security = 'endpoint security software for enterprises';
const warehouse = 'cloud data warehouse and analytics platform';
const riskHeadings = filing.sections
  .find((s) => s.key === '1A')!
  .subheadings.map((h) => h.text.replace(/\.$/, ''));

describe('extractive engine', () => {
  it('returns a schema-valid analysis whose every quote is in the filing at the stated range', () => {
    const analysis = analysisSchema.parse(analyzeExtractive({ filing, productDescription: security }));
    const all = [
      ...analysis.keyInitiatives,
      ...analysis.riskFactors,
      ...analysis.positioningOpportunities,
      ...analysis.conversationStarters,
    ];
    expect(all.length).toBeGreaterThan(5);
    for (const { evidence } of all) {
      expect(findQuote(filing, evidence!.quote)).toEqual({ start: evidence!.start, end: evidence!.end });
    }
  });

  it('titles risks with the filing’s own headings, most relevant to the product first', () => {
    const forSecurity = analyzeExtractive({ filing, productDescription: security }).riskFactors.map(
      (r) => r.title,
    );
    const forWarehouse = analyzeExtractive({ filing, productDescription: warehouse }).riskFactors.map(
      (r) => r.title,
    );
    for (const title of [...forSecurity, ...forWarehouse]) expect(riskHeadings).toContain(title);
    expect(forSecurity[0]).toMatch(/^Security breaches/);
    expect(forWarehouse[0]).toMatch(/operating data into timely insight/);
  });

  it('takes initiatives from the business and MD&A sections, skipping results-of-operations figures', () => {
    const { keyInitiatives } = analyzeExtractive({ filing, productDescription: warehouse });
    expect(keyInitiatives.length).toBeGreaterThan(0);
    for (const item of keyInitiatives) {
      expect(['1', '7']).toContain(item.evidence!.section.key);
      expect(item.evidence!.quote).not.toMatch(/Net sales increased 4%/);
    }
    expect(keyInitiatives[0]!.title).toMatch(/^Investing in cloud infrastructure and data analytics/);
  });

  it('pairs a company need with the product in plain words', () => {
    const [first] = analyzeExtractive({ filing, productDescription: security }).positioningOpportunities;
    // The title is the filing's own words for the need, not the need's category.
    expect(first!.title).toBe('Ransomware, phishing and malware attacks');
    // Why it matters: the filing's own words for the need, where it says them, and what the seller does about it,
    // naming the product without pasting the description.
    expect(first!.description).toBe(
      'The company raises “ransomware, phishing and malware attacks” under “Security breaches, cyberattacks and unauthorized access to our systems…” among its risk factors: the exposure you reduce with your endpoint security software.',
    );
    expect(first!.description).not.toContain('for enterprises');
    expect(first!.description).not.toContain(first!.evidence!.quote);
    expect(first!.evidence!.section.key).toBe('1A');
  });

  it('asks short questions a person would ask, with the verbatim quote beside them', () => {
    const { conversationStarters } = analyzeExtractive({ filing, productDescription: security });
    expect(conversationStarters.length).toBeGreaterThanOrEqual(3);
    for (const starter of conversationStarters) {
      expect(starter.text).not.toContain(starter.evidence.quote.slice(0, 30));
      expect(starter.text).not.toMatch(/^Your 10-[KQ] says/);
      expect(starter.text.split(/\s+/).length).toBeLessThanOrEqual(20);
      expect(starter.text.endsWith('?')).toBe(true);
      expect(findQuote(filing, starter.evidence.quote)).toEqual({
        start: starter.evidence.start,
        end: starter.evidence.end,
      });
    }
    // About this filing's words for the need, never a question any filing could get.
    expect(conversationStarters[0]!.text).toBe(
      'How are you handling “ransomware, phishing and malware attacks” today, and what would you change first?',
    );
  });

  it('has no empty or duplicated items and is deterministic', () => {
    const a = analyzeExtractive({ filing, productDescription: security });
    expect(analyzeExtractive({ filing, productDescription: security })).toEqual(a);
    for (const list of [a.keyInitiatives, a.riskFactors, a.positioningOpportunities]) {
      const titles = list.map((i) => i.title.toLowerCase());
      expect(new Set(titles).size).toBe(titles.length);
      for (const item of list) {
        expect(item.title.trim()).not.toBe('');
        expect(item.description.trim().length).toBeGreaterThan(20);
      }
    }
  });

  it('points a 10-Q without new risk factors back to the annual report', () => {
    const tenQ = fixtureFiling('10-Q', [
      {
        key: 'I-2',
        title: "Management's Discussion and Analysis",
        blocks: [
          {
            paragraphs: [
              'We continue to invest in new retail locations and expect to launch an upgraded loyalty program later this year.',
            ],
          },
        ],
      },
      {
        key: 'II-1A',
        title: 'Risk Factors',
        blocks: [
          {
            paragraphs: [
              'There have been no material changes to the risk factors disclosed in Part I, Item 1A of our Annual Report on Form 10-K for the fiscal year ended December 31, 2024.',
            ],
          },
        ],
      },
    ]);
    const { riskFactors, keyInitiatives } = analyzeExtractive({ filing: tenQ, productDescription: security });
    expect(riskFactors).toHaveLength(1);
    expect(riskFactors[0]!.evidence!.quote).toMatch(/no material changes/);
    expect(keyInitiatives[0]!.evidence!.section.key).toBe('I-2');

    // Given the latest 10-K, the pointer is followed: its risks, quoted from it and labelled as such.
    const annualReport = { accession: '0000000000-24-000001', filing };
    const followed = analyzeExtractive({ filing: tenQ, productDescription: security, annualReport });
    expect(followed.riskFactors[0]!.title).toBe('Risk factors unchanged since the annual report');
    expect(followed.riskFactors[0]!.evidence!.source).toBeUndefined();
    const fromAnnual = followed.riskFactors.slice(1);
    expect(fromAnnual.length).toBeGreaterThan(1);
    expect(fromAnnual[0]!.title).toMatch(/^Security breaches/);
    for (const { evidence } of fromAnnual) {
      expect(evidence!.source).toEqual({ accession: annualReport.accession, formType: '10-K' });
      expect(evidence!.section.title).toBe('Risk Factors (latest Form 10-K)');
      expect(findQuote(filing, evidence!.quote)).toEqual({ start: evidence!.start, end: evidence!.end });
    }
  });
});
