/**
 * Printing the account brief (the browser's "Save as PDF"): only the brief, on one or two pages. The app's chrome
 * (header, sidebar, tabs, the brief's own buttons) is not printed, and a card is not split across pages. Every
 * rule is scoped to a page that shows a brief, so printing any other page is unchanged. A string rendered in a
 * <style> by the brief rather than a CSS file: a CSS file would add an asset every page preloading the
 * dashboard lists, in the landing page's entry chunk (at its 100 KB budget).
 */
export const BRIEF_PRINT_CSS = `
@media print {
  @page {
    margin: 14mm;
  }
  body:has(.account-brief) * {
    visibility: hidden;
  }
  body:has(.account-brief) .account-brief,
  body:has(.account-brief) .account-brief * {
    visibility: visible;
  }
  body:has(.account-brief)
    :is(header:not(.account-brief header), aside, nav, [role="tablist"], .brief-no-print) {
    display: none;
  }
  body:has(.account-brief) .account-brief {
    position: absolute;
    inset: 0 0 auto 0;
    font-size: 10.5pt;
  }
  body:has(.account-brief) .account-brief .brief-card {
    break-inside: avoid;
    box-shadow: none;
  }
}
`;
