/**
 * Anything in CSS that can load something or run something: `url()`, `image-set()` and `image()` (whose strings are
 * URLs), `@import`, old IE expressions and bindings, escapes that could spell any of them, and `<` (a style block
 * must not end early).
 */
const DANGEROUS =
  /url\s*\(|image-set|image\s*\(|cross-fade|element\s*\(|@import|@namespace|expression|javascript:|vbscript:|behavio(u)?r\s*:|-moz-binding|\\|</i;

/**
 * Keeps the CSS of a style attribute or `<style>` block minus every declaration, rule prelude or statement that
 * holds something dangerous. Splitting at `;`, `{` and `}` (kept in the output) means a dropped piece never joins
 * its neighbours into something new; a rule left without its prelude is ignored by browsers.
 */
export function safeCss(css: string): string {
  const withoutComments = css.replace(/\/\*[\s\S]*?(\*\/|$)/g, '');
  return withoutComments
    .split(/([;{}])/)
    .filter((piece) => !DANGEROUS.test(piece))
    .join('')
    .trim();
}
