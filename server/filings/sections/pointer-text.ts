import type { ReferenceTarget } from './types.ts';

const PROXY = /\b(?:proxy|information)\s+statement\b/i;
const INCORPORATION =
  /incorporated\s+(?:herein\s+)?by\s+reference|(?:will\s+be|is|are)\s+(?:included|contained|set\s+forth|presented|found)\b/i;
const POINTER_OPENING =
  /^(?:the\s+)?information\s+(?:required|with\s+respect|regarding|called\s+for|concerning|set\s+forth|contained)\b|^(?:please\s+)?(?:see|refer)\b|^for\s+(?:a\s+)?(?:description|information|discussion)\b|^the\s+(?:consolidated\s+)?financial\s+statements\b[^.]{0,200}\b(?:included|set\s+forth|listed)\b/i;
const INCORPORATED = /incorporated\s+(?:herein\s+|hereby\s+)?by\s+reference/i;
const MAX_PROXY_POINTER = 1500;
const MAX_POINTER = 700;
const MAX_TABLE = 200;

/**
 * Whether a section's prose only points elsewhere: to the proxy statement (Part III of most 10-Ks) or, in a few
 * sentences that open with "see…" / "The information required by this Item…", to another part of the filing.
 * A section that says something itself ("no material changes…", a property list ending with a pointer) is not
 * a pointer.
 */
export function pointerKind(prose: readonly string[], tableChars: number): 'proxy' | 'elsewhere' | null {
  const length = prose.reduce((n, p) => n + p.length, 0);
  // A pointer followed by the thing itself ("See Index to Exhibits" above the index) is content.
  if (length === 0 || tableChars > MAX_TABLE) return null;
  const all = prose.join(' ');
  if (length <= MAX_PROXY_POINTER && PROXY.test(all) && INCORPORATION.test(all)) return 'proxy';
  const first = prose[0] ?? '';
  if (length <= MAX_POINTER && (POINTER_OPENING.test(first) || INCORPORATED.test(first))) return 'elsewhere';
  return null;
}

const ANNUAL_REPORT = /\bform\s+10-k\b|\bannual\s+report\b/i;
const EXHIBIT = /\bexhibit\s+13\b|\bannual\s+report\s+to\s+(?:share|stock|security\s+)holders\b/i;
const MAX_RISK_POINTER = 2500;
/** "this Annual Report on Form 10-K" is the filing itself, not another document. */
const SELF_REFERENCE =
  /\bthis\s+(?:annual\s+report(?:\s+on\s+form\s+10-k)?|quarterly\s+report(?:\s+on\s+form\s+10-q)?|form\s+10-[kq]|report)\b/gi;
const namesAnnualReport = (text: string) => ANNUAL_REPORT.test(text.replace(SELF_REFERENCE, ''));

/**
 * A risk-factor item with no risk of its own: a few sentences that send the reader to the annual report ("no
 * material changes from the risk factors in our Form 10-K", "carefully consider the factors discussed in…").
 */
export function isRiskPointer(prose: readonly string[], titles: number): boolean {
  const all = prose.join(' ');
  return titles === 0 && all.length > 0 && all.length <= MAX_RISK_POINTER && namesAnnualReport(all);
}

/** Where a pointer sends the reader. */
export function referenceTarget(prose: readonly string[]): ReferenceTarget {
  const all = prose.join(' ');
  if (PROXY.test(all)) return 'proxy statement';
  if (EXHIBIT.test(all)) return 'exhibit';
  // "Refer to Note 11 … Also refer to Item 3 in our Annual Report": the notes of this report come first.
  if (/\bnotes?\s+\d+/i.test(all)) return 'this report';
  if (namesAnnualReport(all)) return 'annual report';
  return 'this report';
}

/** The sentence-bearing paragraph that does the pointing: the first that names another document or place. */
export function pointerParagraph(prose: readonly string[]): number {
  const index = prose.findIndex(
    (p) => POINTER_OPENING.test(p) || INCORPORATION.test(p) || namesAnnualReport(p) || /\bsee\b/i.test(p),
  );
  return Math.max(0, index);
}
