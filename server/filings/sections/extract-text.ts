import { Parser } from 'htmlparser2';
import { elementLook } from './html-style.ts';
import { type Block, TextBuilder } from './text-builder.ts';

export interface FilingText {
  /** Plain text: paragraphs separated by a blank line, table rows by one newline, cells by ' | '. */
  text: string;
  /** One entry per paragraph or table row, in document order, with offsets into `text`. */
  blocks: Block[];
  /** Fragment ids that internal links (`href="#…"`) point to: a table of contents links to the real headings. */
  linkTargets: Set<string>;
}

interface Frame {
  name: string;
  hidden: boolean;
  bold: boolean;
  italic: boolean;
  underline: boolean;
  link: boolean;
  fontSize: string;
  color: string;
}

const BLOCK_TAGS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'body',
  'br',
  'center',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'ul',
]);

const CELL_TAGS = new Set(['td', 'th', 'tr']);

/** Inside a nested table, cells and rows only separate words within the outer cell. */
function isBoundary(name: string, tableDepth: number): boolean {
  return BLOCK_TAGS.has(name) || (tableDepth > 1 && CELL_TAGS.has(name));
}

const ROOT: Frame = {
  name: '',
  hidden: false,
  bold: false,
  italic: false,
  underline: false,
  link: false,
  fontSize: '',
  color: '',
};

/**
 * Streams the filing through htmlparser2 (no DOM is built) and writes its visible text: the hidden inline-XBRL
 * header and anything styled `display:none` are dropped, block elements end a paragraph, the outermost tables
 * become one line per row.
 */
export function extractFilingText(html: string): FilingText {
  const out = new TextBuilder();
  const linkTargets = new Set<string>();
  const stack: Frame[] = [ROOT];
  let tableDepth = 0;

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        const parent = stack[stack.length - 1] ?? ROOT;
        const look = elementLook(name, attribs.style);
        const href = name === 'a' ? attribs.href : undefined;
        if (href?.startsWith('#')) linkTargets.add(href.slice(1));
        const frame: Frame = {
          name,
          hidden: parent.hidden || look.hidden,
          bold: look.bold ?? parent.bold,
          italic: look.italic ?? parent.italic,
          underline: look.underline ?? parent.underline,
          link: parent.link || href !== undefined,
          fontSize: look.fontSize ?? parent.fontSize,
          color: look.color ?? parent.color,
        };
        stack.push(frame);
        if (frame.hidden) return;
        const id = attribs.id ?? (name === 'a' ? attribs.name : undefined);
        if (id) out.addAnchor(id);
        if (href?.startsWith('#')) out.addHref(href.slice(1));
        if (look.pageBreak) out.markPageBreak();
        if (name === 'table') {
          tableDepth++;
          if (tableDepth === 1) out.endParagraph();
        } else if (tableDepth === 1 && (name === 'td' || name === 'th')) out.startCell();
        else if (isBoundary(name, tableDepth)) out.blockBoundary();
      },
      ontext(data) {
        const frame = stack[stack.length - 1] ?? ROOT;
        if (!frame.hidden) out.write(data, frame);
      },
      onclosetag(name) {
        const frame = stack.pop();
        if (!frame || frame.hidden) return;
        if (name === 'table') {
          tableDepth--;
          if (tableDepth === 0) out.endTable();
        } else if (tableDepth === 1 && name === 'tr') out.endRow();
        else if (tableDepth === 1 && (name === 'td' || name === 'th')) out.endCell();
        else if (isBoundary(name, tableDepth)) out.blockBoundary();
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeSelfClosing: true },
  );
  parser.end(html);
  const { text, blocks } = out.finish();
  return { text, blocks, linkTargets };
}
