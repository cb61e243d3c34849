import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compareSection } from '#server/filings/changes/compare-sections.ts';
import {
  ADDED_RISK,
  APPLE_10K_PATH,
  editedApple10K,
} from '#server/filings/changes/fixtures/edited-apple-10k.ts';
import { extractSections } from '#server/filings/sections/index.ts';
import { analyzeExtractive } from './engines/extractive/extractive-engine.ts';
import { buildPrompt } from './engines/llm/prompt.ts';
import { markNewRisks } from './new-risks.ts';
import type { NewRisk } from './types.ts';

// The shared data holds one 10-K per company, so 'this year' is the edited copy of Apple's real fiscal 2024 10-K
// (see the fixture): its risk "The Company’s investments in generative artificial intelligence may not deliver the
// expected returns." is the one the prior year (the real filing) did not have.
describe('new risk factors offered to the analysis', () => {
  const html = readFileSync(APPLE_10K_PATH, 'utf8');
  const prior = extractSections(html, '10-K');
  const current = extractSections(editedApple10K(html), '10-K');
  const newRisks: NewRisk[] = compareSection(prior, current, '1A').changes.flatMap((change) =>
    change.kind === 'new' && change.current ? [change.current] : [],
  );
  const input = {
    filing: current,
    productDescription: 'GPU cloud infrastructure and data centre chips for training generative AI models',
    ticker: 'AAPL',
    companyName: 'Apple Inc.',
  };

  it('finds exactly the added risk as new', () => {
    expect(newRisks.map((risk) => risk.heading)).toEqual([ADDED_RISK]);
  });

  it('extractive engine: includes the new risk among the risk factors and flags only it', () => {
    const analysis = analyzeExtractive({ ...input, newRisks });
    const flagged = analysis.riskFactors.filter((item) => item.newThisYear);
    expect(flagged.map((item) => item.title)).toEqual([ADDED_RISK.replace(/\.$/, '')]);
    expect(flagged[0]!.evidence!.quote.length).toBeGreaterThan(20);
  });

  it('extractive engine: without the comparison nothing is flagged', () => {
    const analysis = analyzeExtractive(input);
    expect(analysis.riskFactors.some((item) => item.newThisYear)).toBe(false);
  });

  it('LLM prompt: lists the new risks inside the data fence and marks their excerpts new this year', () => {
    const prompt = buildPrompt({ ...input, newRisks });
    const fenced = prompt.user.slice(prompt.user.indexOf('<filing_excerpts>'));
    expect(fenced).toContain(`Risk factors new this year`);
    expect(fenced).toContain(`- ${ADDED_RISK}`);
    expect(fenced).toMatch(/section="1A [^"]*\(new this year\) — The Company’s investments in generative/);
    expect(prompt.estimatedTokens).toBeLessThanOrEqual(8000);
    expect(buildPrompt(input).user).not.toContain('new this year');
  });

  it('marks only quotes of the analysed filing that lie inside a new risk', () => {
    const risk = newRisks[0]!;
    const item = (start: number, source?: { accession: string; formType: '10-K' }) => ({
      title: 'x',
      description: 'y',
      evidence: { section: { key: '1A', title: 'Risk Factors' }, quote: 'q', start, end: start + 10, source },
    });
    const marked = markNewRisks(
      {
        keyInitiatives: [],
        riskFactors: [
          item(risk.start + 5),
          item(risk.start - 100),
          item(risk.start + 5, { accession: 'a', formType: '10-K' }),
        ],
        positioningOpportunities: [],
        conversationStarters: [],
      },
      newRisks,
    );
    expect(marked.riskFactors.map((i) => i.newThisYear ?? false)).toEqual([true, false, false]);
  });
});
