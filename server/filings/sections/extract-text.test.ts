import { describe, expect, it } from 'vitest';
import { extractFilingText } from './extract-text.ts';

const doc = (body: string) =>
  `<?xml version="1.0"?><html xmlns:ix="http://www.xbrl.org/2013/inlineXBRL"><head><title>t</title>
  <style>.x{color:red}</style></head><body>${body}</body></html>`;

describe('extractFilingText', () => {
  it('drops the hidden inline-XBRL header, display:none content, scripts and styles', () => {
    const { text } = extractFilingText(
      doc(`<div style="display:none"><ix:header><ix:hidden>dei:Secret</ix:hidden></ix:header></div>
      <ix:header><ix:resources>xbrli:context</ix:resources></ix:header>
      <div>Revenue was <ix:nonFraction name="us-gaap:Revenues">391,035</ix:nonFraction> million.</div>
      <div style="DISPLAY: none">hidden note</div><script>alert(1)</script>`),
    );
    expect(text).toBe('Revenue was 391,035 million.');
  });

  it('ends a paragraph at every block element and decodes entities', () => {
    const { text, blocks } = extractFilingText(
      doc(`<div><span>The Company&#8217;s</span><span> results &amp;</span>&#160;<span>outlook</span></div>
      <p>Second<br/>line</p><div><div>Nested</div></div>`),
    );
    expect(text).toBe('The Company’s results & outlook\n\nSecond\n\nline\n\nNested');
    for (const b of blocks) expect(text.slice(b.start, b.end)).not.toMatch(/^\s|\s$/);
  });

  it('writes tables one row per line, cells separated by " | ", currency and brackets kept with numbers', () => {
    const { text, blocks } = extractFilingText(
      doc(`<p>Before</p><table><tr><td>Net sales</td><td></td><td>$</td><td>391,035</td><td>(2</td><td>)%</td></tr>
      <tr><td><div>Cost of</div><div>sales</div></td><td>210,352</td></tr></table><p>After</p>`),
    );
    expect(text).toBe('Before\n\nNet sales | $391,035 | (2)%\nCost of sales | 210,352\n\nAfter');
    expect(blocks.map((b) => b.kind)).toEqual(['paragraph', 'row', 'row', 'paragraph']);
    expect(blocks[1]!.table).toBe(blocks[2]!.table);
  });

  it('flattens a nested table into the outer cell', () => {
    const { text } = extractFilingText(
      doc('<table><tr><td>Outer</td><td><table><tr><td>a</td><td>b</td></tr></table></td></tr></table>'),
    );
    expect(text).toBe('Outer | a b');
  });

  it('records which paragraphs stand alone in bold or italic and run-in emphasised openings', () => {
    const { text, blocks } = extractFilingText(
      doc(`<div><span style="font-weight:700">Business Risks</span></div>
      <div><span style="font-style:italic;font-weight:bold">The Company faces competition.</span></div>
      <div><b>Competition.</b> We compete with many firms.</div>
      <div><span style="font-weight:400">Plain</span> <i>mixed</i> text here</div>
      <div style="font-weight:700"><span style="font-weight:normal">Reset to normal</span></div>`),
    );
    const [group, title, runIn, plain, reset] = blocks;
    expect(group).toMatchObject({ bold: true, italic: false });
    expect(title).toMatchObject({ bold: true, italic: true });
    expect(runIn).toMatchObject({ bold: false });
    expect(text.slice(runIn!.start, runIn!.start + runIn!.leadEmphasis)).toBe('Competition.');
    expect(plain).toMatchObject({ bold: false, italic: false, leadEmphasis: 0 });
    expect(reset).toMatchObject({ bold: false });
    expect(title!.styleKey).not.toBe(group!.styleKey);
  });

  it('marks page breaks, links and link targets', () => {
    const { blocks, linkTargets } = extractFilingText(
      doc(`<div><a href="#item1a">Risk Factors</a></div><div style="page-break-after:always"></div>
      <div id="item1a"></div><div>Item 1A. Risk Factors</div>`),
    );
    expect(blocks[0]).toMatchObject({ link: true, href: 'item1a', pageBreakBefore: false });
    expect(blocks[1]).toMatchObject({ link: false, pageBreakBefore: true, anchors: ['item1a'] });
    expect(linkTargets.has('item1a')).toBe(true);
  });

  // Its speed is measured by `npm run bench -- sections`, not asserted here.
  it('parses a 10 MB document into its paragraphs', () => {
    const paragraph =
      '<div><span style="font-weight:400">Lorem ipsum dolor sit amet, consectetur.</span></div>';
    const html = doc(paragraph.repeat(Math.ceil(10_000_000 / paragraph.length)));
    const { blocks } = extractFilingText(html);
    expect(blocks.length).toBeGreaterThan(100_000);
  });
});
