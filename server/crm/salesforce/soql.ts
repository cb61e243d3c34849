/**
 * A value inside a SOQL string literal used with LIKE: quotes and backslashes are escaped so they cannot end the
 * literal, and `%`/`_` are escaped so the user's text matches itself rather than acting as wildcards. Control
 * characters are replaced by spaces (SOQL has no escape for most of them).
 */
function escapeSoqlLike(value: string): string {
  let escaped = '';
  for (const character of value) {
    const code = character.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) escaped += ' ';
    else if ('\\\'"%_'.includes(character)) escaped += `\\${character}`;
    else escaped += character;
  }
  return escaped;
}

export type SalesforceObject = 'Account' | 'Lead';

const FIELDS: Record<SalesforceObject, string[]> = {
  Account: ['Id', 'Name', 'Industry'],
  Lead: ['Id', 'Name', 'Company', 'Email'],
};

const SEARCH_LIMIT = 20;

/** The one query the app sends: names containing the text, A–Z, at most 20. */
export function searchSoql(type: SalesforceObject, text: string): string {
  return `SELECT ${FIELDS[type].join(', ')} FROM ${type} WHERE Name LIKE '%${escapeSoqlLike(text)}%' ORDER BY Name LIMIT ${SEARCH_LIMIT}`;
}

export function fieldsOf(type: SalesforceObject): string[] {
  return FIELDS[type];
}
