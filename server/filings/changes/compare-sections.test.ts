import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractSections } from '../sections/index.ts';
import { compareSection, newInitiatives, normaliseHeading } from './compare-sections.ts';
import {
  ADDED_RISK,
  ADDED_SENTENCE,
  APPLE_10K_PATH,
  DROPPED_RISK,
  editedApple10K,
  NEW_INITIATIVE,
  RECASED_RISK,
  REMOVED_SENTENCE,
  REWRITTEN_RISK,
} from './fixtures/edited-apple-10k.ts';

// The shared data holds one 10-K per company, so 'next year' is an edited copy of Apple's real fiscal 2024 10-K:
// the risk "To remain competitive…" dropped, "…generative artificial intelligence…" added, one sentence of
// "…write-downs on the value of its inventory…" replaced, "Investment in new business…" re-cased and re-punctuated.
describe('what changed between two 10-Ks', () => {
  const html = readFileSync(APPLE_10K_PATH, 'utf8');
  const prior = extractSections(html, '10-K');
  const current = extractSections(editedApple10K(html), '10-K');
  const risks = compareSection(prior, current, '1A');
  const find = (kind: string, heading: string) =>
    risks.changes.find(
      (change) =>
        change.kind === kind && (change.current ?? change.prior)?.heading.startsWith(heading.slice(0, 40)),
    );

  it('classifies the dropped, added and rewritten risk factors and leaves the rest unchanged', () => {
    expect(risks.compared).toBe(true);
    expect(risks.counts).toEqual({ new: 1, removed: 1, rewritten: 1, unchanged: 26 });
    expect(find('removed', DROPPED_RISK)?.prior?.body).toMatch(/^Due to the highly volatile/);
    expect(find('new', ADDED_RISK)?.current?.body).toMatch(/generative models/);
  });

  it('gives the changed sentences of a rewritten risk, with offsets into each year’s text', () => {
    const rewritten = find('rewritten', REWRITTEN_RISK)!;
    expect(rewritten.added).toEqual([ADDED_SENTENCE]);
    expect(rewritten.removed).toEqual([REMOVED_SENTENCE]);
    const passage = rewritten.current!;
    expect(current.text.slice(passage.start, passage.end)).toContain(ADDED_SENTENCE);
    expect(prior.text.slice(rewritten.prior!.start, rewritten.prior!.end)).toContain(REMOVED_SENTENCE);
  });

  it('does not call a heading new when only its case or punctuation changed', () => {
    expect(normaliseHeading('INVESTMENT in new business strategies, and acquisitions, could')).toBe(
      normaliseHeading(RECASED_RISK),
    );
    const recased = risks.changes.find((c) => c.current?.heading.startsWith('INVESTMENT in new business'));
    expect(recased?.kind).toBe('unchanged');
  });

  it('names the initiatives only this year’s Item 1 mentions', () => {
    expect(newInitiatives(prior, current)).toContain(NEW_INITIATIVE);
    expect(newInitiatives(prior, prior)).toEqual([]);
  });

  it('compares the same filing with itself as all unchanged, within the 500 ms budget', () => {
    const started = performance.now();
    const same = compareSection(prior, prior, '1A');
    expect(performance.now() - started).toBeLessThan(500);
    expect(same.counts).toEqual({ new: 0, removed: 0, rewritten: 0, unchanged: 28 });
  });
});
