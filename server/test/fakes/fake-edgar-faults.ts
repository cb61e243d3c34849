import type { ServerResponse } from 'node:http';

/** A fault the fake injects for matching requests, set by tests directly or over `POST /__control/fault`. */
export type FaultRule = {
  /** Applies to paths starting with this prefix (all paths when absent). */
  path?: string;
  /** How many matching requests it applies to (forever when absent). */
  times?: number;
} & (
  | { kind: 'throttle'; status?: 403 | 429; retryAfter?: number }
  | { kind: 'status'; status: number }
  | { kind: 'delay'; ms: number }
  | { kind: 'oversize'; bytes: number; declareLength?: boolean }
  | { kind: 'redirect'; location: string }
  | { kind: 'drop' }
  | { kind: 'body'; body: string }
);

const THROTTLE_PAGE =
  '<html><head><title>SEC.gov | Request Rate Threshold Exceeded</title></head><body><h1>Your Request Originates ' +
  'from an Undeclared Automated Tool</h1><p>Request Rate Threshold Exceeded</p></body></html>';

/** The matching rules, in order; counted rules are used up. Returns the rules left. */
export function takeRules(
  rules: FaultRule[],
  pathname: string,
): { matching: FaultRule[]; left: FaultRule[] } {
  const matching = rules.filter((rule) => !rule.path || pathname.startsWith(rule.path));
  for (const rule of matching) if (rule.times !== undefined) rule.times -= 1;
  return { matching, left: rules.filter((rule) => rule.times === undefined || rule.times > 0) };
}

/** Answers the request with the fault; false when the fault (a delay) lets the request go on. */
export async function applyFault(
  rule: FaultRule,
  req: { destroyed: boolean; socket: { destroy(): void } },
  res: ServerResponse,
): Promise<boolean> {
  switch (rule.kind) {
    case 'delay':
      await new Promise((resolve) => setTimeout(resolve, rule.ms));
      return req.destroyed || res.destroyed;
    case 'throttle':
      res.writeHead(rule.status ?? 403, {
        'content-type': 'text/html',
        ...(rule.retryAfter === undefined ? {} : { 'retry-after': String(rule.retryAfter) }),
      });
      res.end(THROTTLE_PAGE);
      return true;
    case 'status':
      res.writeHead(rule.status, { 'content-type': 'text/html' }).end(`<h1>${rule.status}</h1>`);
      return true;
    case 'redirect':
      res.writeHead(302, { location: rule.location }).end();
      return true;
    case 'drop':
      req.socket.destroy();
      return true;
    case 'body':
      // A 200 with this body instead of the file: malformed or truncated JSON.
      res.writeHead(200, { 'content-type': 'application/json' }).end(rule.body);
      return true;
    case 'oversize':
      sendFiller(res, rule.bytes, rule.declareLength ?? false);
      return true;
  }
}

/** An endless-looking body of `bytes` bytes, streamed with back-pressure, stopped when the client hangs up. */
function sendFiller(res: ServerResponse, bytes: number, declareLength: boolean): void {
  res.writeHead(200, {
    'content-type': 'text/html',
    ...(declareLength ? { 'content-length': bytes } : {}),
  });
  const chunk = Buffer.alloc(64 * 1024, 'a');
  let left = bytes;
  const pump = () => {
    while (left > 0) {
      const piece = left >= chunk.length ? chunk : chunk.subarray(0, left);
      left -= piece.length;
      if (!res.write(piece)) return void res.once('drain', pump);
    }
    res.end();
  };
  res.on('close', () => {
    left = 0;
  });
  pump();
}
