import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Configuration, default as Provider } from 'oidc-provider';
import { memoryAdapter } from './fake-oidc-storage.ts';
import { escapeHtml, htmlPage, readBody, sendHtml } from './fake-page-html.ts';

/**
 * A local OpenID provider for tests, Playwright and offline mode, built on the `oidc-provider` library (ADR 0327):
 * discovery, JWKS, the authorization endpoint (PKCE S256 required), the token endpoint (client_secret_basic or
 * client_secret_post), userinfo and signed ID tokens are the library's. Only the sign-in page is ours: any e-mail
 * address (field `login`) and any password sign in, and the scopes `openid email profile` are granted without a
 * consent screen, so a flow goes app → this login form → back to the app. Keys, cookies and sessions live in memory.
 */

interface FakeOidcClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

export interface FakeOidcProviderOptions {
  port?: number;
  host?: string;
  clients: FakeOidcClient[];
}

export interface FakeOidcProvider {
  /** The base URL, exactly as the ID tokens' `iss` and the discovery document say it (no trailing slash). */
  issuer: string;
  close(): Promise<void>;
}

const GRANTED_SCOPES = 'openid email profile';
const LOGIN_PATH = /^\/interaction\/([^/]+)(\/login)?$/;

export async function startFakeOidcProvider(options: FakeOidcProviderOptions): Promise<FakeOidcProvider> {
  const OidcProvider = await loadProvider();
  let handle: RequestListener = (_req, res) => res.writeHead(503).end();
  const server = createServer((req, res) => handle(req, res));
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, resolve);
  });
  const issuer = `http://${host}:${(server.address() as AddressInfo).port}`;

  const accounts = new Map<string, string>(); // sub → e-mail address, filled as people sign in
  const provider = new OidcProvider(issuer, configuration(options.clients, accounts));
  const providerHandler = provider.callback();
  handle = (req, res) => {
    const interaction = LOGIN_PATH.exec((req.url ?? '/').split('?')[0]!);
    if (!interaction) return providerHandler(req, res);
    signInPage(provider, accounts, req, res, interaction[2] !== undefined).catch((error: Error) =>
      sendHtml(res, 400, errorPage(error.message)),
    );
  };

  return {
    issuer,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The stable subject for an address: the same person gets the same `sub` in every sign-in and every run. */
function subjectFor(email: string): string {
  return createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 32);
}

/** 'jane.doe+sso@acme.test' → 'Jane Doe'. */
function nameFor(email: string): string {
  const local = email.split('@')[0]?.split('+')[0] ?? '';
  const words = local.split(/[._-]+/).filter(Boolean);
  return words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join(' ') || local;
}

function configuration(clients: FakeOidcClient[], accounts: Map<string, string>): Configuration {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    adapter: memoryAdapter(),
    clients: clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: client.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      // The library accepts client_secret_post as well for a client registered with either secret method.
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'fake-oidc', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The relying party may read the e-mail from the ID token alone, not only from userinfo.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    // Auto-consent: every sign-in grants the scopes the app asks for, so there is no consent screen.
    async loadExistingGrant(ctx) {
      const { client, session, result } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const { Grant } = ctx.oidc.provider;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const grant =
        (grantId ? await Grant.find(grantId) : undefined) ??
        new Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(GRANTED_SCOPES);
      await grant.save();
      return grant;
    },
    async findAccount(_ctx, sub) {
      const email = accounts.get(sub);
      if (!email) return undefined;
      return { accountId: sub, claims: () => ({ sub, email, email_verified: true, name: nameFor(email) }) };
    },
    async renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = errorPage(`${out.error}: ${out.error_description ?? ''}`);
    },
    // Set, so the library does not print its "you SHOULD change the default" notices.
    ttl: { AccessToken: 3600, IdToken: 3600, Interaction: 3600, Session: 86_400, Grant: 86_400 },
  };
}

async function signInPage(
  provider: Provider,
  accounts: Map<string, string>,
  req: IncomingMessage,
  res: ServerResponse,
  submitted: boolean,
): Promise<void> {
  const details = await provider.interactionDetails(req, res);
  if (details.prompt.name !== 'login') throw new Error(`unexpected prompt "${details.prompt.name}"`);
  const action = `/interaction/${details.uid}/login`;
  if (!submitted || req.method !== 'POST') {
    const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint : '';
    return sendHtml(res, 200, loginPage(action, hint, String(details.params.client_id)));
  }
  const email = new URLSearchParams(await readBody(req)).get('login')?.trim() ?? '';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) {
    return sendHtml(
      res,
      400,
      loginPage(action, email, String(details.params.client_id), 'Enter an e-mail address.'),
    );
  }
  const sub = subjectFor(email);
  accounts.set(sub, email);
  await provider.interactionFinished(
    req,
    res,
    { login: { accountId: sub } },
    { mergeWithLastSubmission: false },
  );
}

function loginPage(action: string, email: string, clientId: string, problem?: string): string {
  return htmlPage(
    'Sign in – test identity provider',
    `<h1>Sign in to the test identity provider</h1>
<p>A local stand-in for a company's single sign-on (OpenID Connect). Any e-mail address signs in; the password is not checked.</p>
${problem ? `<p role="alert">${escapeHtml(problem)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
<label for="login">Work e-mail</label>
<input id="login" name="login" type="email" autocomplete="username" required autofocus value="${escapeHtml(email)}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password">
<button type="submit">Sign in</button>
</form>
<p>Application: <code>${escapeHtml(clientId)}</code></p>`,
  );
}

function errorPage(message: string): string {
  return htmlPage('Sign-in error', `<h1>Sign-in error</h1><p role="alert">${escapeHtml(message)}</p>`);
}

/**
 * oidc-provider 9 prints "Unsupported runtime" on Node 20 (it asks for 22 LTS); it runs fine here (ADR 0327), and
 * the line would only puzzle someone starting offline mode, so it is dropped while the library loads.
 */
async function loadProvider(): Promise<typeof Provider> {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (!String(args[0]).includes('Unsupported runtime')) warn(...args);
  };
  try {
    return (await import('oidc-provider')).default;
  } finally {
    console.warn = warn;
  }
}
