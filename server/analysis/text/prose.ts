/**
 * Whether a passage reads as prose rather than a table row, a table-of-contents line, a page header or a
 * cross-reference ("See Item 7 on page 21").
 */
export function isProse(text: string, minLength = 60): boolean {
  const t = text.trim();
  if (t.length < minLength) return false;
  const words = t.split(/\s+/);
  if (words.length < 8) return false;
  const visible = t.replace(/\s+/g, '');
  const letters = (visible.match(/[A-Za-z]/g) ?? []).length;
  const digits = (visible.match(/[0-9]/g) ?? []).length;
  if (letters / visible.length < 0.7 || digits / visible.length > 0.12) return false;
  if (/\.{4,}|…{2,}|\|/.test(t)) return false;
  if (/^(part\s+[ivx]+|item\s+\d+[a-c]?)\b/i.test(t) && t.length < 200) return false;
  if (t === t.toUpperCase()) return false;
  const lowerWords = words.filter((w) => /^[a-z]/.test(w)).length;
  if (lowerWords / words.length < 0.45) return false;
  return /[.!?:;]["'”’)]?$/.test(t) || t.length > 200;
}

/** A sentence fit to be quoted: a real sentence, not a fragment or a list of numbers. */
export function isQuotableSentence(text: string): boolean {
  return (
    isProse(text, 40) && text.length <= 600 && /^["“(]?[A-Z0-9]/.test(text) && /[a-z]/.test(text.slice(0, 40))
  );
}
