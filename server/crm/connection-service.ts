import type { CrmProvider } from '../../contract/crm.ts';
import { safeReturnPath } from './connections.ts';
import { revocableToken } from './crm-adapter.ts';
import { type CrmServiceDeps, crmAdapter } from './crm-adapters.ts';
import { crmErrors, crmName } from './crm-errors.ts';

/** What the provider sends back to the callback. */
export interface CallbackQuery {
  state?: string;
  code?: string;
  error?: string;
  error_description?: string;
}

/** The consent screen's address (PKCE), coming back to `returnTo` when it is a path of this app. */
export async function startCrmAuth(
  deps: CrmServiceDeps,
  provider: CrmProvider,
  userId: string,
  returnTo: string | undefined,
): Promise<{ authUrl: string }> {
  const adapter = crmAdapter(deps, provider);
  const { state, codeChallenge } = await deps.crm.store.startOauth({
    userId,
    provider,
    returnTo: safeReturnPath(returnTo),
    now: deps.clock(),
  });
  return { authUrl: adapter.authorizeUrl(state, codeChallenge) };
}

/**
 * Either provider's OAuth callback: checks the single-use state is this user's, exchanges the code and stores the
 * connection. Answers where the browser goes: the return path, or the provider's failure page.
 */
export async function finishCrmAuth(
  deps: CrmServiceDeps,
  provider: CrmProvider,
  userId: string,
  query: CallbackQuery,
): Promise<string> {
  const adapter = crmAdapter(deps, provider);
  const { store } = deps.crm;
  const failed = (code: string, message: string, returnTo: string | null) => {
    deps.log.info({ userId, provider, code }, 'crm connect failed');
    return adapter.failedRedirect({ code, message }, returnTo);
  };
  const pending = query.state
    ? await store.finishOauth({ state: query.state, provider, now: deps.clock() })
    : null;
  // A state we did not issue, issued to someone else, or already used: nothing is exchanged or stored.
  if (!pending || pending.userId !== userId) {
    return failed(
      'STATE_MISMATCH',
      'The connection request expired or did not come from this session. Please try again.',
      null,
    );
  }
  const fallback = `Failed to connect to ${crmName(provider)}`;
  if (query.error) {
    const message = (query.error_description ?? fallback).slice(0, 200);
    return failed(query.error.slice(0, 60), message, pending.returnTo);
  }
  if (!query.code) return failed('NO_CODE', fallback, pending.returnTo);
  try {
    const tokens = await adapter.connect(query.code, pending.codeVerifier, deps.clock());
    await store.save(userId, provider, tokens);
  } catch (error) {
    return failed(`TOKEN_EXCHANGE_${adapter.statusOf(error) ?? 502}`, fallback, pending.returnTo);
  }
  return pending.returnTo;
}

/** Whether the server has the provider, and whether the user is connected to it, as whom. */
export async function crmConnectionStatus(deps: CrmServiceDeps, provider: CrmProvider, userId: string) {
  const configured = Boolean(deps.crm[provider]);
  const connection = configured ? await deps.crm.store.get(userId, provider) : null;
  return { connected: Boolean(connection), account: connection?.accountName ?? null, configured };
}

/** Revokes the grant at the provider, then forgets it; an unreachable provider is logged, the token still goes. */
export async function disconnectCrm(
  deps: CrmServiceDeps,
  provider: CrmProvider,
  userId: string,
): Promise<void> {
  const { store } = deps.crm;
  const client = deps.crm[provider];
  const token = revocableToken(provider, await store.get(userId, provider));
  if (token && client) {
    await client.revoke(token).catch((error: unknown) => {
      const { name, status } = error as { name?: string; status?: number };
      deps.log.warn({ userId, provider, err: name, status }, 'crm revoke failed');
    });
  }
  if (!(await store.remove(userId, provider))) throw crmErrors.notConnected(provider);
}
