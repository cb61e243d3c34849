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
