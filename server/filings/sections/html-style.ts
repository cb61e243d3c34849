/** What an element's tag and inline style say about how its text renders. */
export interface ElementLook {
  hidden: boolean;
  bold: boolean | null;
  italic: boolean | null;
  underline: boolean | null;
  pageBreak: boolean;
  fontSize: string | null;
  color: string | null;
}

const BOLD_TAGS = new Set(['b', 'strong', 'th']);
const ITALIC_TAGS = new Set(['i', 'em', 'cite']);
const HIDDEN_TAGS = new Set(['head', 'script', 'style', 'title', 'template', 'noscript', 'ix:header']);

/** Reads only the few properties that matter; `null` means "inherit from the parent". */
export function elementLook(name: string, style: string | undefined): ElementLook {
  const look: ElementLook = {
    hidden: HIDDEN_TAGS.has(name),
    bold: BOLD_TAGS.has(name) ? true : null,
    italic: ITALIC_TAGS.has(name) ? true : null,
    underline: name === 'u' ? true : null,
    pageBreak: false,
    fontSize: null,
    color: null,
  };
  if (!style) return look;
  const css = style.toLowerCase().replace(/\s+/g, '');
  if (css.includes('display:none')) look.hidden = true;
  const weight = /font-weight:(bold(?:er)?|normal|lighter|\d{3})/.exec(css)?.[1];
  if (weight) look.bold = weight.startsWith('bold') || (/^\d/.test(weight) && Number(weight) >= 600);
  const fontStyle = /font-style:(italic|oblique|normal)/.exec(css)?.[1];
  if (fontStyle) look.italic = fontStyle !== 'normal';
  const decoration = /text-decoration(?:-line)?:([a-z-]+)/.exec(css)?.[1];
  if (decoration) look.underline = decoration === 'underline';
  look.fontSize = /font-size:([0-9.]+[a-z%]*)/.exec(css)?.[1] ?? null;
  look.color = /(?:^|;)color:([^;]+)/.exec(css)?.[1] ?? null;
  look.pageBreak = css.includes('page-break-before:always') || css.includes('page-break-after:always');
  look.pageBreak ||= css.includes('break-before:page') || css.includes('break-after:page');
  return look;
}
