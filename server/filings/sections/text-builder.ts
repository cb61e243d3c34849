/** A paragraph or table row of the plain text, with how it was rendered (for heading detection). */
export interface Block {
  start: number;
  end: number;
  kind: 'paragraph' | 'row';
  /** At least 90% of the characters are bold / italic / underlined. */
  bold: boolean;
  italic: boolean;
  underline: boolean;
  /** Mostly link text (tables of contents are made of links). */
  link: boolean;
  /** Length of the emphasised run the block starts with (a run-in heading such as "Title. Body…"), 0 if none. */
  leadEmphasis: number;
  /** A page break comes right before this block. */
  pageBreakBefore: boolean;
  /** How the block's first words look (weight, slant, size, colour): sub-headings of one level share it. */
  styleKey: string;
  /** Index of the table a row belongs to, -1 for paragraphs. */
  table: number;
  /** The first internal link target (`href="#id"`) inside the block. */
  href: string | null;
  /** Element ids (link targets) found at or just before this block. */
  anchors: string[] | null;
}

interface Style {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  link: boolean;
  fontSize: string;
  color: string;
}

class Run {
  parts: string[] = [];
  length = 0;
  pendingSpace = false;
  chars = 0;
  bold = 0;
  italic = 0;
  underline = 0;
  link = 0;
  leadOpen = true;
  leadEmphasis = 0;
  styleKey = '';
  href: string | null = null;

  write(data: string, style: Style): void {
    const collapsed = data.replace(/[\s\u200b]+/g, ' ');
    const content = collapsed.trim();
    if (content === '') {
      if (collapsed !== '') this.pendingSpace = this.length > 0;
      return;
    }
    const piece = (this.length > 0 && (this.pendingSpace || collapsed.startsWith(' ')) ? ' ' : '') + content;
    this.parts.push(piece);
    this.length += piece.length;
    this.pendingSpace = collapsed.endsWith(' ');
    const n = content.length;
    if (this.chars === 0) {
      const flags = `${style.bold ? 'b' : ''}${style.italic ? 'i' : ''}${style.underline ? 'u' : ''}`;
      this.styleKey = `${flags}/${style.fontSize}/${style.color}`;
    }
    this.chars += n;
    if (style.bold) this.bold += n;
    if (style.italic) this.italic += n;
    if (style.underline) this.underline += n;
    if (style.link) this.link += n;
    if (this.leadOpen && (style.bold || style.italic || style.underline)) this.leadEmphasis = this.length;
    else this.leadOpen = false;
  }

  text(): string {
    return this.parts.join('');
  }
}

const MERGE_INTO_NEXT = /^[$€£¥]$/;
const MERGE_INTO_PREVIOUS = /^[)%]{1,3}$/;

/** Accumulates blocks and builds the final text with stable offsets. */
export class TextBuilder {
  private readonly pieces: string[] = [];
  private readonly blocks: Block[] = [];
  private offset = 0;
  private run = new Run();
  private cells: Run[] = [];
  private inCell = false;
  private inTable = false;
  private table = 0;
  private lastTable = -1;
  private anchors: string[] = [];
  private pageBreak = false;

  write(data: string, style: Style): void {
    this.run.write(data, style);
  }

  addHref(id: string): void {
    this.run.href ??= id;
  }

  addAnchor(id: string): void {
    this.anchors.push(id);
  }

  markPageBreak(): void {
    this.endParagraph();
    this.pageBreak = true;
  }

  blockBoundary(): void {
    if (this.inCell) this.run.pendingSpace = this.run.length > 0;
    else if (!this.inTable) this.endParagraph();
  }

  endParagraph(): void {
    const run = this.run;
    this.run = new Run();
    if (run.length === 0) return;
    this.emit('paragraph', run.text(), run);
  }

  startCell(): void {
    if (this.inCell) this.endCell();
    else this.endParagraph();
    this.inTable = true;
    this.inCell = true;
  }

  endCell(): void {
    if (!this.inCell) return;
    this.cells.push(this.run);
    this.run = new Run();
    this.inCell = false;
  }

  endRow(): void {
    this.endCell();
    const cells = this.cells;
    this.cells = [];
    const texts: string[] = [];
    const total = new Run();
    let prefix = '';
    for (const cell of cells) {
      const text = cell.text();
      if (text === '') continue;
      total.chars += cell.chars;
      total.bold += cell.bold;
      total.italic += cell.italic;
      total.underline += cell.underline;
      total.link += cell.link;
      if (MERGE_INTO_NEXT.test(text)) prefix += text;
      else if (MERGE_INTO_PREVIOUS.test(text) && texts.length > 0) texts[texts.length - 1] += text;
      else {
        total.href ??= cell.href;
        if (texts.length === 0) {
          total.leadEmphasis = cell.leadEmphasis;
          total.styleKey = cell.styleKey;
        }
        texts.push(prefix + text);
        prefix = '';
      }
    }
    if (prefix) texts.push(prefix);
    if (texts.length > 0) this.emit('row', texts.join(' | '), total);
  }

  endTable(): void {
    if (this.inCell || this.cells.length > 0) this.endRow();
    this.endParagraph();
    this.inTable = false;
    this.table++;
  }

  finish(): { text: string; blocks: Block[] } {
    if (this.inTable) this.endTable();
    this.endParagraph();
    return { text: this.pieces.join(''), blocks: this.blocks };
  }

  private emit(kind: Block['kind'], text: string, run: Run): void {
    if (this.blocks.length > 0) {
      const sameTable = kind === 'row' && this.lastTable === this.table;
      this.pieces.push(sameTable ? '\n' : '\n\n');
      this.offset += sameTable ? 1 : 2;
    }
    const share = (n: number) => run.chars > 0 && n >= run.chars * 0.9;
    this.blocks.push({
      start: this.offset,
      end: this.offset + text.length,
      kind,
      bold: share(run.bold),
      italic: share(run.italic),
      underline: share(run.underline),
      link: run.chars > 0 && run.link >= run.chars * 0.5,
      leadEmphasis: Math.min(run.leadEmphasis, text.length),
      pageBreakBefore: this.pageBreak,
      styleKey: run.styleKey,
      table: kind === 'row' ? this.table : -1,
      href: run.href,
      anchors: this.anchors.length > 0 ? this.anchors : null,
    });
    this.pieces.push(text);
    this.offset += text.length;
    this.lastTable = kind === 'row' ? this.table : -1;
    this.anchors = [];
    this.pageBreak = false;
  }
}
