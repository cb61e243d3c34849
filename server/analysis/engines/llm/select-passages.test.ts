import { describe, expect, it } from 'vitest';
import { fixtureFiling } from '../../testing/fixture-filing.ts';
import { profileProduct } from '../extractive/query.ts';
import { buildPrompt, maxPromptTokens } from './prompt.ts';
import { estimateTokens, groupShares, type PromptPassage, selectPassages } from './select-passages.ts';

const product = profileProduct('endpoint security software for enterprises');

const many = (count: number, line: (i: number) => string) => Array.from({ length: count }, (_, i) => line(i));

/** About 300 pages: thousands of paragraphs in each of the sections a 10-K's groups read. */
function longTenK() {
  return fixtureFiling('10-K', [
    {
      key: '1',
      title: 'Business',
      blocks: [
        {
          paragraphs: many(
            1500,
            (i) =>
              `In fiscal ${2000 + (i % 25)} we plan to expand our store network in region ${i}, invest in new distribution centres and launch a loyalty programme that we expect to grow customer visits and margins.`,
          ),
        },
      ],
    },
    {
      key: '1A',
      title: 'Risk Factors',
      blocks: [
        {
          paragraphs: many(
            1500,
            (i) =>
              `Cyberattacks, ransomware and breaches of our endpoint devices and information security systems in market ${i} could disrupt operations, expose customer data and harm our reputation and results.`,
          ),
        },
      ],
    },
    {
      key: '7',
      title: "Management's Discussion and Analysis",
      blocks: [
        {
          paragraphs: many(
            1200,
            (i) =>
              `Net sales in segment ${i} increased as we continued to invest in our strategic initiatives, and we expect capital expenditures to rise next year as we modernise our supply chain and stores.`,
          ),
        },
      ],
    },
  ]);
}

const keysOf = (passages: PromptPassage[]) => passages.map((p) => p.passage.section.key);
const tokensOf = (passages: PromptPassage[], key?: string) =>
  passages
    .filter((p) => !key || p.passage.section.key === key)
    .reduce((sum, p) => sum + estimateTokens(p.passage.span.text) + 20, 0);

describe('selectPassages (map per group, reduce within the budget)', () => {
  it('never sends a 300-page 10-K whole: the prompt stays within its ceiling', () => {
    const filing = longTenK();
    expect(estimateTokens(filing.text)).toBeGreaterThan(200_000);
    const prompt = buildPrompt({ filing, productDescription: product.description });
    expect(prompt.estimatedTokens).toBeLessThanOrEqual(maxPromptTokens);
    const smaller = buildPrompt({ filing, productDescription: product.description, promptTokens: 3000 });
    expect(smaller.estimatedTokens).toBeLessThanOrEqual(3000);
    expect(smaller.passages.length).toBeLessThan(prompt.passages.length);
  });

  it('gives every group its share even when one section matches the seller far better', () => {
    const filing = longTenK();
    const budget = 6000;
    const passages = selectPassages(filing, product, budget);
    // The security-heavy risk section would take everything on relevance alone; initiatives keep their share.
    const initiatives = tokensOf(passages, '1') + tokensOf(passages, '7');
    expect(initiatives).toBeGreaterThanOrEqual(budget * groupShares.initiatives * 0.9);
    expect(tokensOf(passages, '1A')).toBeGreaterThanOrEqual(budget * groupShares.risks * 0.9);
    expect(tokensOf(passages)).toBeLessThanOrEqual(budget);
    expect(new Set(passages.map((p) => p.passage.span.start)).size).toBe(passages.length);
  });

  it('hands what a small group leaves unspent to the others, and keeps document order', () => {
    const filing = fixtureFiling('10-K', [
      {
        key: '1',
        title: 'Business',
        blocks: [{ paragraphs: ['We plan to open twelve new stores in Texas during fiscal 2026.'] }],
      },
      {
        key: '1A',
        title: 'Risk Factors',
        blocks: [
          {
            paragraphs: many(
              400,
              (i) =>
                `A breach of our endpoint devices in market ${i} could expose customer data and disrupt store operations for weeks.`,
            ),
          },
        ],
      },
    ]);
    const budget = 4000;
    const passages = selectPassages(filing, product, budget);
    expect(keysOf(passages)[0]).toBe('1');
    expect(tokensOf(passages)).toBeGreaterThan(budget * 0.9);
    const starts = passages.map((p) => p.passage.span.start);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(passages.map((p) => p.id)).toEqual(passages.map((_, i) => `P${i + 1}`));
  });
});
