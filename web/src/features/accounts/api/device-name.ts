/**
 * Browsers in the order they must be tested: each User-Agent also names the engines it claims to be compatible with
 * (Edge and Opera say "Chrome", Chrome says "Safari"), so the most specific comes first. iOS browsers use their
 * own tokens (CriOS, FxiOS, EdgiOS) because they all run on Safari's engine.
 */
const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrom(?:e|ium)\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

/** iOS says "like Mac OS X" and Android says "Linux": they are tested before macOS and Linux. */
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** Long enough for any client's name, short enough that a made-up User-Agent cannot stretch the list. */
const MAX_CLIENT_NAME = 40;

/**
 * 'Chrome on macOS' from a session's User-Agent. Other clients (curl, scripts) keep their own first word; a
 * browser-like string we cannot place is an unknown browser. The User-Agent is what the client claimed: a hint
 * to recognise a device, not proof of it.
 */
export function deviceName(userAgent: string | null): string {
  if (!userAgent?.trim()) return 'Unknown device';
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  if (browser || system) return (browser ?? system) as string;
  const client = userAgent.trim().split(/[\s/]/)[0] ?? '';
  return client === 'Mozilla' ? 'Unknown browser' : client.slice(0, MAX_CLIENT_NAME);
}
