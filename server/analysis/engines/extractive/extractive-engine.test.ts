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
    expect(first!.title).toBe('Reduce exposure to breaches and cyber attacks');
    expect(first!.description).toContain('endpoint security software for enterprises');
    expect(first!.evidence!.section.key).toBe('1A');
  });

  it('asks conversation starters that quote the filing verbatim', () => {
    const { conversationStarters } = analyzeExtractive({ filing, productDescription: security });
    expect(conversationStarters.length).toBeGreaterThanOrEqual(3);
    for (const starter of conversationStarters) {
      expect(starter.text).toContain(`"${starter.evidence.quote.replace(/\.$/, '')}`);
      expect(starter.text.endsWith('?')).toBe(true);
    }
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
  });
});
