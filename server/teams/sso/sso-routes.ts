import { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import type { Auth } from '#server/accounts/auth.ts';
import { requireAdmin, requireSession } from '#server/accounts/require-user.ts';
import type { AuthEnv } from '#server/http/app-env.ts';
import { AppError } from '#server/http/app-error.ts';
import { clientIp } from '#server/http/client-ip.ts';
import type { RouteDeps } from '#server/http/feature-module.ts';
import { contractRoutes } from '#server/http/route.ts';
import * as contract from '../../../contract/team-sso.ts';
import { adminTeams, setTeamEnterprise } from '../team-enterprise.ts';
import type { TeamDeps } from '../team-service.ts';
import { createTxtLookup } from './dns-txt.ts';
import { SSO_STATE_COOKIE, SSO_STATE_COOKIE_PATH } from './sso-plugin.ts';
import * as settings from './sso-settings.ts';
import { startSsoSignIn } from './sso-sign-in.ts';
import { countSsoStart } from './sso-start-limit.ts';

export interface SsoRouteDeps extends RouteDeps, TeamDeps {
  auth: Auth;
  secret: string;
  config: {
    APP_URL: string;
    DNS_SERVERS: string[];
    SSO_ALLOW_LOOPBACK_ISSUER?: boolean | undefined;
    TRUST_PROXY?: boolean | undefined;
  };
}

/** The routes of `contract/team-sso.ts`: team settings, the start of a sign-in, and the admin's Enterprise switch. */
export function createSsoRoutes(deps: SsoRouteDeps) {
  const app = new Hono<AuthEnv>();
  const route = contractRoutes(app, { ...deps, requireSession, requireAdmin });
  const ssoDeps: settings.SsoDeps = {
    db: deps.db,
    secret: deps.secret,
    appUrl: deps.config.APP_URL,
    txtLookup: createTxtLookup(deps.config.DNS_SERVERS),
    allowLoopbackIssuer: deps.config.SSO_ALLOW_LOOPBACK_ISSUER ?? false,
  };
  const me = (c: { get(key: 'user'): { id: string } }) => c.get('user').id;

  route(contract.getTeamSso, async (c, { params }) => ({
    sso: await settings.getTeamSso(ssoDeps, me(c), params.teamId),
  }));
  route(contract.setTeamSsoDomain, async (c, { params, body }) => ({
    sso: await settings.setTeamSsoDomain(ssoDeps, me(c), params.teamId, body.domain),
  }));
  route(contract.verifyTeamSsoDomain, async (c, { params }) => ({
    sso: await settings.verifyTeamSsoDomain(ssoDeps, me(c), params.teamId),
  }));
  route(contract.setTeamSsoConnection, async (c, { params, body }) => ({
    sso: await settings.setTeamSsoConnection(ssoDeps, me(c), params.teamId, body),
  }));
  route(contract.setTeamSsoEnforcement, async (c, { params, body }) => ({
    sso: await settings.setTeamSsoEnforcement(ssoDeps, me(c), params.teamId, body.enforced),
  }));
  route(contract.deleteTeamSso, async (c, { params }) => {
    await settings.deleteTeamSso(ssoDeps, me(c), params.teamId);
  });
  route(contract.startSso, async (c, { body }) => {
    const retryAfter = await countSsoStart(deps.db, clientIp(c, deps.config.TRUST_PROXY), deps.clock());
    if (retryAfter !== null) {
      throw new AppError(
        'RATE_LIMITED',
        `Too many single sign-on attempts from this address. Try again in ${retryAfter} s.`,
        { headers: { 'Retry-After': String(retryAfter) } },
      );
    }
    const { internalAdapter } = await deps.auth.$context;
    const started = await startSsoSignIn({ ...ssoDeps, internal: internalAdapter }, body);
    setCookie(c, SSO_STATE_COOKIE, started.state, {
      path: SSO_STATE_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'Lax',
      secure: deps.config.APP_URL.startsWith('https:'),
      maxAge: 10 * 60,
    });
    return { url: started.url };
  });
  route(contract.getAdminTeams, async (_c, { query }) => adminTeams(deps.db, query.q));
  route(contract.setAdminTeamEnterprise, async (c, { params, body }) =>
    setTeamEnterprise(deps.db, me(c), params.teamId, body.enterprise),
  );
  return app;
}
