import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ParsedFiling, Section } from '#server/filings/index.ts';
import { extractSections } from '#server/filings/sections/extract-sections.ts';
import { edgarDir } from '../../../eval/edgar-dir.ts';
import { rankPassages } from './rank-passages.ts';

/** A filing written by hand: each section one paragraph, offsets laid end to end as the extractor does. */
function handMade(sections: { key: string; title: string; text: string }[]): ParsedFiling {
  let at = 0;
  const out: Section[] = sections.map(({ key, title, text }) => {
    const start = at;
    at += text.length + 2;
    return {
      key,
      part: null,
      item: key,
      title,
      heading: title,
      start,
      end: start + text.length,
      paragraphs: [{ start, end: start + text.length, text }],
      subheadings: [],
      confidence: 1,
      kind: 'content',
    };
  });
  return { formType: '10-K', text: sections.map((s) => s.text).join('\n\n'), sections: out, missing: [] };
}

const filing = handMade([
  {
    key: '1',
    title: 'Business',
    text: 'Acme operates 42 distribution centers across North America. Our stores sell garden tools and seeds to hobbyists.',
  },
  {
    key: '1A',
    title: 'Risk Factors',
    text: 'A ransomware attack on our systems could halt our distribution network for weeks. We compete with larger retailers on price.',
  },
  {
    key: '7',
    title: "Management's Discussion and Analysis",
    text: 'We completed the migration of our finance systems to SAP S/4HANA during fiscal 2024. Net sales rose 4 percent to $2.1 billion.',
  },
]);

describe('rankPassages on a hand-made filing', () => {
  it('finds the one sentence that names a vendor, with its section and exact offsets', () => {
    const [top, ...rest] = rankPassages(filing, 'Do they mention SAP?');
    expect(top?.text).toBe(
      'We completed the migration of our finance systems to SAP S/4HANA during fiscal 2024.',
    );
    expect(top?.section).toEqual({ key: '7', title: "Management's Discussion and Analysis" });
    expect(filing.text.slice(top!.start, top!.end)).toBe(top?.text);
    expect(rest).toEqual([]);
  });

  it('puts the best passage first', () => {
    const passages = rankPassages(filing, 'How many distribution centers?');
    expect(passages[0]?.text).toBe('Acme operates 42 distribution centers across North America.');
    expect(passages.map((p) => p.text)).toContain(
      'A ransomware attack on our systems could halt our distribution network for weeks.',
    );
  });

  it('finds nothing when the filing does not say, or the question is only how it is asked', () => {
    expect(rankPassages(filing, 'Do they mention Salesforce?')).toEqual([]);
    expect(rankPassages(filing, 'What did they say about it?')).toEqual([]);
    // A section title alone is not an answer: "risk" matches Item 1A's title, not a sentence.
    expect(rankPassages(filing, 'risk')).toEqual([]);
  });
});

const shared = (file: string) =>
  extractSections(
    readFileSync(path.join(edgarDir, 'Archives/edgar/data', file), 'utf8'),
    '10-K',
  ) as ParsedFiling;

describe('rankPassages on shared 10-Ks', () => {
  const walmart = shared('104169/000010416925000021/wmt-20250131.htm');
  const nike = shared('320187/000032018725000047/nke-20250531.htm');
  const cocaCola = shared('21344/000002134425000011/ko-20241231.htm');

  it('Walmart FY2025: ransomware is a cybersecurity risk', () => {
    const passages = rankPassages(walmart, 'What did they say about ransomware?');
    expect(passages[0]?.text.toLowerCase()).toContain('ransomware');
    expect(['1A', '1C']).toContain(passages[0]?.section.key);
  });

  it('Walmart FY2025 and Nike FY2025: distribution centers', () => {
    for (const parsed of [walmart, nike]) {
      const [top] = rankPassages(parsed, 'How many distribution centers?');
      expect(top?.text.toLowerCase()).toContain('distribution center');
      expect(parsed.text.slice(top!.start, top!.end)).toBe(top?.text);
    }
  });

  it('Coca-Cola FY2024: SAP is not mentioned, so nothing is found', () => {
    expect(rankPassages(cocaCola, 'Do they mention SAP?')).toEqual([]);
    expect(rankPassages(cocaCola, 'ransomware')[0]?.text.toLowerCase()).toContain('ransomware');
  });
});
