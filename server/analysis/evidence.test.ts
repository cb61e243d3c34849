import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findQuote, verifyAnalysis } from './evidence.ts';
import { sampleTenK } from './testing/sample-filing.ts';
import type { Analysis } from './types.ts';

const filing = sampleTenK();
const real = 'Our information systems and endpoint devices are targeted by ransomware';

describe('findQuote', () => {
  it('finds a verbatim quote and returns its exact range', () => {
    const match = findQuote(filing, real);
    expect(match).not.toBeNull();
    expect(filing.text.slice(match!.start, match!.end)).toBe(real);
  });

  it('tolerates different whitespace, typographic quotes and surrounding quote marks', () => {
    const spaced = `“Our  information\nsystems and endpoint   devices are targeted by ransomware”`;
    const match = findQuote(filing, spaced);
    expect(filing.text.slice(match!.start, match!.end)).toBe(real);
  });

  it('keeps the longest piece of a quote shortened with an ellipsis', () => {
    const match = findQuote(filing, `${real}, phishing and malware ... for an extended period.`);
    expect(filing.text.slice(match!.start, match!.end)).toBe(`${real}, phishing and malware`);
  });

  it('finds any passage of any text, through runs of odd whitespace, typographic marks and cases', () => {
    const pieces = [
      'Revenue',
      'grew',
      'İstanbul',
      'straße',
      '’',
      '“',
      '—',
      '\u00a0',
      '\u2009',
      '\n\n',
      '\t',
      'é',
      '😀',
    ];
    const words = fc.array(fc.oneof(fc.constantFrom(...pieces), fc.string({ minLength: 1, maxLength: 6 })), {
      minLength: 8,
      maxLength: 60,
    });
    fc.assert(
      fc.property(words, fc.nat(), fc.nat(), (parts, a, b) => {
        const text = parts.join(' ');
        const from = a % text.length;
        const quote = text.slice(from, from + 20 + (b % 40)).trim();
        const collapse = (value: string) => value.replace(/[\s\u200b\ufeff]+/g, ' ').trim();
        // Long enough once whitespace is collapsed (shorter quotes are refused), and no half of an emoji at an end.
        fc.pre(collapse(quote).length >= 24 && !/[\ud800-\udfff]/.test(quote));
        const match = findQuote({ text }, quote, from);
        expect(match).not.toBeNull();
        // The range found reads as the quote once whitespace is collapsed, whichever copy of it was found.
        expect(collapse(text.slice(match!.start, match!.end))).toBe(
          collapse(quote)
            .replace(/^["'“‘]+|["'”’]+$/g, '')
            .trim(),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('rejects invented and trivially short quotes', () => {
    expect(findQuote(filing, 'We will migrate every workload to the cloud by next quarter')).toBeNull();
    expect(findQuote(filing, 'We')).toBeNull();
  });
});

describe('verifyAnalysis', () => {
  const evidence = (quote: string, start = 0) => ({
    section: { key: 'x', title: 'x' },
    quote,
    start,
    end: start + 1,
  });
  const analysis: Analysis = {
    keyInitiatives: [
      { title: 'Real', description: 'd', evidence: evidence(real, 5) },
      {
        title: 'Invented',
        description: 'd',
        evidence: evidence('We are replacing all endpoint software with yours'),
      },
    ],
    riskFactors: [],
    positioningOpportunities: [],
    conversationStarters: [
      { text: 'q?', evidence: evidence('Completely made up sentence about quantum computing plans') },
    ],
  };

  it('drops items whose quote is not in the filing and recomputes positions and section', () => {
    const verified = verifyAnalysis(filing, analysis);
    expect(verified.keyInitiatives.map((i) => i.title)).toEqual(['Real']);
    expect(verified.conversationStarters).toEqual([]);
    const kept = verified.keyInitiatives[0]!.evidence!;
    expect(filing.text.slice(kept.start, kept.end)).toBe(real);
    expect(kept.section).toEqual({ key: '1A', title: 'Risk Factors' });
  });
});
