import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractSections } from '../sections/index.ts';
import { comparePassages, compareSection, newInitiatives, type Passage } from './compare-sections.ts';
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
import { headingKey, normaliseHeading } from './text-similarity.ts';

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

  it('names the initiatives only this year’s Item 1 mentions, and classifies Item 1’s passages too', () => {
    expect(newInitiatives(prior, current)).toContain(NEW_INITIATIVE);
    const business = compareSection(prior, current, '1');
    expect(business.compared).toBe(true);
    expect(business.counts).toMatchObject({ new: 0, removed: 0, rewritten: 1 });
    const background = business.changes.find((change) => change.kind === 'rewritten')!;
    expect(background.current!.heading).toBe('Company Background');
    expect(background.added.join(' ')).toContain(NEW_INITIATIVE);
    expect(newInitiatives(prior, prior)).toEqual([]);
  });

  // Its 500 ms budget is measured by `npm run bench -- changes`, not asserted here.
  it('compares the same filing with itself as all unchanged', () => {
    const same = compareSection(prior, prior, '1A');
    expect(same.counts).toEqual({ new: 0, removed: 0, rewritten: 0, unchanged: 28 });
  });
});

describe('matching risk factors by heading', () => {
  const passage = (heading: string, body: string, start = 0): Passage => ({
    heading,
    body,
    start,
    end: start + body.length,
  });
  const before = 'Online sales depend on third-party payment processors and carriers delivering on time.';
  const after =
    'Regulators in several countries now restrict how marketplaces rank listings and collect fees.';

  it('pairs a heading that changed only in case or punctuation even when its text was rewritten beyond recognition', () => {
    // The bodies share no words: only the heading can pair them, so this fails if heading matching breaks.
    const changes = comparePassages(
      [passage('Risks related to our e-commerce business', before)],
      [passage('RISKS RELATED TO OUR ECOMMERCE BUSINESS.', after, 100)],
    );
    expect(changes.map((change) => change.kind)).toEqual(['rewritten']);
    expect(changes[0]).toMatchObject({ added: [after], removed: [before] });
  });

  it('treats curly and straight quotes, spacing and punctuation alike, but not different words', () => {
    expect(headingKey('The Company’s  “third party” suppliers…')).toBe(
      headingKey("THE COMPANY'S THIRD-PARTY SUPPLIERS"),
    );
    expect(headingKey('Supply risks')).not.toBe(headingKey('Demand risks'));
    const changes = comparePassages([passage('Supply risks', before)], [passage('Demand risks', after)]);
    expect(changes.map((change) => change.kind)).toEqual(['new', 'removed']);
  });
});
