import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { analysis } from '../contract/analysis.ts';
import { edgarDir } from '../eval/edgar-dir.ts';
import { findQuote } from '../server/analysis/evidence.ts';
import { extractSections } from '../server/filings/sections/index.ts';
import sample from '../web/src/features/public/demo/sample-analysis.json';
import { SAMPLE_FILING } from '../web/src/features/public/demo/sample-filing.ts';

describe('the public sample analysis shipped with the app', () => {
  const filing = extractSections(
    readFileSync(path.join(edgarDir, SAMPLE_FILING.archivePath), 'utf8'),
    '10-K',
  );
  const parsed = analysis.parse(sample);

  it('is an analysis as the API answers one, with every group filled', () => {
    expect(parsed.keyInitiatives.length).toBeGreaterThan(0);
    expect(parsed.riskFactors.length).toBeGreaterThan(0);
    expect(parsed.positioningOpportunities.length).toBeGreaterThan(0);
    expect(parsed.conversationStarters.length).toBeGreaterThan(0);
  });

  it("quotes only the real filing's text, at the stated place", () => {
    const items = [
      ...parsed.keyInitiatives,
      ...parsed.riskFactors,
      ...parsed.positioningOpportunities,
      ...parsed.conversationStarters,
    ];
    for (const { evidence } of items) {
      expect(evidence).not.toBeNull();
      expect(findQuote(filing, evidence!.quote, evidence!.start)).toEqual({
        start: evidence!.start,
        end: evidence!.end,
      });
    }
  });
});
