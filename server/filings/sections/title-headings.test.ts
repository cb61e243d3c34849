import { describe, expect, it } from 'vitest';
import { extractSections } from './extract-sections.ts';

const p = (text: string, bold = false) => (bold ? `<p><b>${text}</b></p>` : `<p>${text}</p>`);
const prose = (words: string) => p(`${words} `.repeat(12).trim());

/** An annual report: contents by title, sections headed by titles only, items mapped by an index at the end. */
const annualReport = [
  '<html><body>',
  p('Contents', true),
  '<table><tr><td>Our Business</td><td>2</td></tr><tr><td>Risk Factors</td><td>9</td></tr>',
  "<tr><td>Management's Discussion and Analysis</td><td>20</td></tr></table>",
  p('Our Business', true),
  prose('We make and distribute beverages in more than 200 countries through our bottling partners.'),
  p('Risk Factors', true),
  p('Risks Related to Our Operations', true),
  prose('If we do not protect our information systems against cyberattacks, our business could suffer.'),
  p('Cybersecurity', true),
  prose('Our Chief Information Security Officer leads our cybersecurity program and reports to the board.'),
  p('Cybersecurity Risk Management and Strategy', true),
  prose('We assess cybersecurity risks every quarter with outside experts.'),
  p("Management's Discussion and Analysis of Financial Condition and Results of Operations", true),
  prose('We are investing in new production lines and expect to open two new plants in fiscal 2026.'),
  p('Form 10-K Cross-Reference Index', true),
  '<table><tr><td>Item 1.</td><td>Our Business</td><td>2</td></tr>',
  '<tr><td>Item 1A.</td><td>Risk Factors</td><td>9</td></tr>',
  '<tr><td>Item 1C.</td><td>Cybersecurity</td><td>15</td></tr>',
  "<tr><td>Item 7.</td><td>Management's Discussion and Analysis</td><td>20</td></tr></table>",
  p('SIGNATURES', true),
  '</body></html>',
].join('\n');

describe('a 10-K laid out as an annual report, with no "Item" label in its body', () => {
  const parsed = extractSections(annualReport, '10-K');
  const section = (key: string) => parsed.sections.find((s) => s.key === key);

  it("finds each item under its title, named as the cross-reference index names it ('Our Business')", () => {
    expect(parsed.sections.map((s) => s.key)).toEqual(['1', '1A', '1C', '7']);
    expect(section('1')!.heading).toBe('Our Business');
    expect(section('1')!.paragraphs[0]!.text).toMatch(/^We make and distribute beverages/);
    expect(section('1A')!.paragraphs.at(-1)!.text).toMatch(/^If we do not protect/);
  });

  it('starts an item at its own name, not at a longer heading inside it, and ends before the index', () => {
    expect(section('1C')!.heading).toBe('Cybersecurity');
    expect(section('1C')!.paragraphs.map((x) => x.text)).toContain(
      'Cybersecurity Risk Management and Strategy',
    );
    expect(section('7')!.heading).toMatch(/^Management's Discussion and Analysis of Financial Condition/);
    expect(parsed.text.slice(section('7')!.start, section('7')!.end)).not.toMatch(/Cross-Reference/);
  });
});
