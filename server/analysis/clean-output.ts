import type { Analysis } from './types.ts';

// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters removed
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

function clean<T>(value: T): T {
  if (typeof value === 'string') {
    // PostgreSQL's jsonb refuses U+0000 and lone surrogates; the other control characters only garble the page.
    const stripped = value.replace(CONTROL, '') as string & { toWellFormed(): string };
    return stripped.toWellFormed() as T;
  }
  if (Array.isArray(value)) return value.map(clean) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, clean(item)])) as T;
  return value;
}

/**
 * Engine output (model text above all) without control characters (tab, newline and carriage return kept) or
 * unpaired surrogates: it can always be stored, and shows as the text it meant to be.
 */
export function cleanAnalysisOutput(analysis: Analysis): Analysis {
  return clean(analysis);
}
