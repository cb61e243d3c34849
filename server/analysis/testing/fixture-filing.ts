import type { ParsedFiling, Section, TextSpan } from '#server/filings/index.ts';
import type { PeriodicForm } from '../../../contract/fields.ts';

interface FixtureBlock {
  heading?: string;
  paragraphs: string[];
}

export interface FixtureSection {
  key: string;
  title: string;
  blocks: FixtureBlock[];
  /** 'by reference': the section only points elsewhere; its first paragraph is the pointer. */
  kind?: Section['kind'];
  pointsTo?: Section['pointsTo'];
}

const partOf = (key: string): Section['part'] => {
  const match = /^(I{1,3}|IV)-/.exec(key);
  return match ? (match[1] as Section['part']) : null;
};

/** A small ParsedFiling with consistent offsets, for unit tests that do not need a real filing. */
export function fixtureFiling(formType: PeriodicForm, sections: FixtureSection[]): ParsedFiling {
  let text = `${formType} fixture filing\n\n`;
  const built: Section[] = [];
  const append = (value: string): TextSpan => {
    const start = text.length;
    text += `${value}\n\n`;
    return { start, end: start + value.length, text: value };
  };
  for (const fixture of sections) {
    const headingSpan = append(`Item ${fixture.key.replace(/^[IV]+-/, '')}. ${fixture.title}`);
    const paragraphs: TextSpan[] = [];
    const subheadings: TextSpan[] = [];
    for (const block of fixture.blocks) {
      if (block.heading) {
        const span = append(block.heading);
        subheadings.push(span);
        paragraphs.push(span);
      }
      for (const p of block.paragraphs) paragraphs.push(append(p));
    }
    built.push({
      key: fixture.key,
      part: partOf(fixture.key),
      item: fixture.key.replace(/^[IV]+-/, ''),
      title: fixture.title,
      heading: headingSpan.text,
      start: headingSpan.start,
      end: text.length,
      paragraphs,
      subheadings,
      confidence: 1,
      kind: fixture.kind ?? 'content',
      ...(fixture.kind === 'by reference' && paragraphs[0]
        ? { pointer: paragraphs[0], pointsTo: fixture.pointsTo ?? ('annual report' as const) }
        : {}),
    });
  }
  return { formType, text, sections: built, missing: [] };
}
