import render from 'dom-serializer';
import { type AnyNode, Element, isTag, isText, type ParentNode, Text } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { MAX_HIGHLIGHT_CHARS } from '../../../contract/filings.ts';
import { HIGHLIGHT_CLASS, relink } from './sanitize-filing.ts';

const IGNORED = /[\s|]/;
const SKIPPED = new Set(['head', 'style', 'title', 'ix:header']);

/**
 * Wraps the first visible occurrence of `quote` in `<mark class="tenkai-highlight">`, the first mark carrying
 * `id="highlight"` so that a `#highlight` fragment scrolls to it without any script. Matching ignores whitespace
 * and the ' | ' cell separators of the plain-text view, because the quote comes from that text and the markup
 * splits it across inline elements, table cells and line breaks. Input is already sanitised HTML; only marks
 * with fixed attributes are added.
 */
export function highlightQuote(safeHtml: string, quote: string): { html: string; found: boolean } {
  const needle = quote.slice(0, MAX_HIGHLIGHT_CHARS).replace(/[\s|]+/g, '');
  if (needle.length < 3) return { html: safeHtml, found: false };
  const document = parseDocument(safeHtml, { decodeEntities: true });
  const texts: Text[] = [];
  collectVisibleText(document, texts);

  let stream = '';
  const owners: number[] = [];
  const offsets: number[] = [];
  texts.forEach((text, index) => {
    for (let i = 0; i < text.data.length; i++) {
      const char = text.data[i]!;
      if (IGNORED.test(char)) continue;
      stream += char;
      owners.push(index);
      offsets.push(i);
    }
  });
  const at = stream.indexOf(needle);
  if (at < 0) return { html: safeHtml, found: false };

  const last = at + needle.length - 1;
  let first = true;
  for (let index = owners[at]!; index <= owners[last]!; index++) {
    const from = index === owners[at] ? offsets[at]! : 0;
    const to = index === owners[last] ? offsets[last]! + 1 : texts[index]!.data.length;
    if (texts[index]!.data.slice(from, to).trim() === '') continue;
    wrap(texts[index]!, from, to, first);
    first = false;
  }
  return { html: render(document, { encodeEntities: 'utf8' }), found: true };
}

function collectVisibleText(node: AnyNode, out: Text[]): void {
  if (isText(node)) {
    out.push(node);
    return;
  }
  if (isTag(node)) {
    if (SKIPPED.has(node.name.toLowerCase())) return;
    if (/display\s*:\s*none/i.test(node.attribs.style ?? '')) return;
  }
  if ('children' in node) for (const child of (node as ParentNode).children) collectVisibleText(child, out);
}

function wrap(text: Text, from: number, to: number, first: boolean): void {
  const parent = text.parent as ParentNode;
  const mark = new Element(
    'mark',
    first ? { id: 'highlight', class: HIGHLIGHT_CLASS } : { class: HIGHLIGHT_CLASS },
  );
  mark.children = [new Text(text.data.slice(from, to))];
  relink(mark);
  const pieces = [new Text(text.data.slice(0, from)), mark, new Text(text.data.slice(to))].filter(
    (piece) => !(piece instanceof Text) || piece.data !== '',
  );
  parent.children.splice(parent.children.indexOf(text), 1, ...pieces);
  relink(parent);
}
