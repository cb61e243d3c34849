import type { Context } from 'hono';
import { CLIENT_IP_HEADER, clientIp } from '#server/http/client-ip.ts';
import { redactPath } from '#server/http/redact-path.ts';
import { logSecurityEvent } from '#server/http/security-log.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import { runWithAuthContext } from './request-context.ts';

const MAIL_FAILED_PATHS = new Set(['/sign-up/email']);

/**
 * Answers that must not tell whether an address has an account (a new account is created, or a reset link stored
 * and mailed, only for one kind) end on a whole number of these time slots. The work fits in one slot, so known
 * and unknown addresses alike answer after one slot; under heavy load both round up to the same next slot.
 */
const EQUAL_TIME_SLOT_MS: Record<string, number> = {
  '/sign-up/email': 250,
  '/request-password-reset': 150,
};

async function waitForSlotEnd(started: number, slotMs: number): Promise<void> {
  const elapsed = performance.now() - started;
  const end = Math.max(1, Math.ceil(elapsed / slotMs)) * slotMs;
  await new Promise((resolve) => setTimeout(resolve, end - elapsed));
}

/**
 * Hands `/api/auth/*` to Better Auth with the client IP in a header only the server sets (its rate limits and
 * session records read it), and turns a sign-up whose verification mail failed into a 503 the user can retry.
 */
export function createAuthHandler(
  deps: Pick<AccountsDeps, 'auth' | 'config' | 'log'> & Partial<Pick<AccountsDeps, 'sessionCache'>>,
) {
  return async (c: Context): Promise<Response> => {
    const started = performance.now();
    const ip = clientIp(c, deps.config.TRUST_PROXY);
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    if (ip) headers.set(CLIENT_IP_HEADER, ip);
    const raw = c.req.raw;
    // Through Hono's body cache: the input guard has already read the body.
    const body = raw.method === 'GET' || raw.method === 'HEAD' ? undefined : await c.req.arrayBuffer();
    const request = new Request(raw.url, { method: raw.method, headers, body, signal: raw.signal });
    const path = new URL(raw.url).pathname.replace(/^\/api\/auth/, '');
    const context = { path, clientIp: ip, mailFailed: false };

    // Whose session this is, known before the call may end it: any change made through Better Auth with a
    // session (sign-out, password change, session revocation, profile or 2FA change) clears the user's cached
    // sessions in every process.
    const cookie = raw.method === 'GET' || raw.method === 'HEAD' ? null : raw.headers.get('cookie');
    const signedIn =
      cookie && deps.sessionCache
        ? await deps.auth.api
            .getSession({ headers: new Headers({ cookie }), query: { disableRefresh: true } })
            .catch(() => null)
        : null;
    const response = await runWithAuthContext(context, () => deps.auth.handler(request));
    if (signedIn) await deps.sessionCache?.invalidateUser(signedIn.user.id);
    const slot = EQUAL_TIME_SLOT_MS[path];
    if (slot) await waitForSlotEnd(started, slot);

    if (context.mailFailed && MAIL_FAILED_PATHS.has(path) && response.ok) {
      return Response.json(
        {
          message: 'We could not send the verification e-mail. Please try again in a few minutes.',
          code: 'MAIL_NOT_SENT',
        },
        { status: 503, headers: { 'Retry-After': '60' } },
      );
    }
    if (response.status === 429) {
      logSecurityEvent(deps.log, 'rate_limited', { ip, path: redactPath(`/api/auth${path}`) });
      const retry = response.headers.get('x-retry-after');
      if (retry && !response.headers.has('retry-after')) {
        const copy = new Response(response.body, response);
        copy.headers.set('Retry-After', retry);
        return copy;
      }
    }
    return withoutSessionToken(response);
  };
}

/**
 * Better Auth puts the session token in JSON answers (sign-in, 2FA, password change, get-session) for bearer
 * clients. A browser has it in the HttpOnly cookie; a copy a script can read would undo that, so it is removed.
 */
async function withoutSessionToken(response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.delete('set-auth-token');
  if (!(headers.get('content-type') ?? '').includes('application/json') || response.body === null) {
    if (!response.headers.has('set-auth-token')) return response;
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new Response(text, { status: response.status, statusText: response.statusText, headers });
  }
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    delete record.token;
    const session = record.session;
    if (session && typeof session === 'object') delete (session as Record<string, unknown>).token;
  }
  headers.delete('content-length');
  return new Response(body === null ? 'null' : JSON.stringify(body), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
