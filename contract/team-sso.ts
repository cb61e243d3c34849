import { z } from 'zod/mini';
import { defineEndpoint, empty } from './endpoint.ts';
import { email, timestamp } from './fields.ts';
import { opaqueId, teamParams } from './teams.ts';

/**
 * Single sign-on for Enterprise teams (issue #32 part 4, ADR 0325): OpenID Connect with one verified e-mail domain
 * per team. Owners and admins configure it; a site admin puts a team on the Enterprise plan. People at a verified
 * domain join the team on their first sign-in through it; once enforced, they cannot sign in with a password.
 */
const tags = ['Single sign-on'];

const DOMAIN_PATTERN = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/;
const ssoDomain = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, 'Domain is required'),
    z.maxLength(253),
    z.regex(DOMAIN_PATTERN, 'a domain such as example.com, without https:// or a path'),
  );

/** An issuer is an https URL; plain http only on this machine (a local provider in development or tests). */
const issuer = z.string().check(
  z.trim(),
  z.maxLength(500),
  z.refine((value) => {
    try {
      const url = new URL(value);
      const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
      return (url.protocol === 'https:' || (url.protocol === 'http:' && local)) && !url.search && !url.hash;
    } catch {
      return false;
    }
  }, 'an https URL such as https://login.example.com (the identity provider’s issuer)'),
);
const clientText = (max: number) =>
  z
    .string()
    .check(z.trim(), z.minLength(1), z.maxLength(max), z.regex(/^[\x21-\x7e]+$/, 'printable, no spaces'));

const teamSso = z.object({
  /** Set by a site admin; without it the settings can be read but not changed. */
  enterprise: z.boolean(),
  domain: z.nullable(z.string()),
  /** The DNS TXT record that proves the team controls `domain`. */
  verification: z.nullable(z.object({ name: z.string(), value: z.string() })),
  domainVerifiedAt: z.nullable(timestamp),
  issuer: z.nullable(z.string()),
  clientId: z.nullable(z.string()),
  /** The secret is never sent back; only whether one is stored. */
  clientSecretSet: z.boolean(),
  /** What to register at the identity provider as the redirect (callback) URI. */
  redirectUri: z.string(),
  enforced: z.boolean(),
  /** The last sign-in through the connection: enforcing needs one, so nobody is locked out by a typo. */
  lastSignInAt: z.nullable(timestamp),
});
/** The settings as the server writes them (dates as `Date`). */
export type TeamSsoSettings = z.input<typeof teamSso>;

const SETTINGS_ERRORS = ['TEAM_NOT_FOUND', 'TEAM_ROLE_REQUIRED', 'ENTERPRISE_REQUIRED'] as const;

export const getTeamSso = defineEndpoint({
  method: 'get',
  path: '/teams/:teamId/sso',
  summary: "The team's single sign-on settings (owners and admins)",
  tags,
  auth: 'session',
  params: teamParams,
  response: z.object({ sso: teamSso }),
  errors: ['TEAM_NOT_FOUND', 'TEAM_ROLE_REQUIRED'],
});

export const setTeamSsoDomain = defineEndpoint({
  method: 'put',
  path: '/teams/:teamId/sso/domain',
  summary: 'Claim an e-mail domain; it must then be verified with a DNS TXT record',
  tags,
  auth: 'session',
  params: teamParams,
  body: z.object({ domain: ssoDomain }),
  response: z.object({ sso: teamSso }),
  errors: [...SETTINGS_ERRORS, 'SSO_DOMAIN_TAKEN'],
});

export const verifyTeamSsoDomain = defineEndpoint({
  method: 'post',
  path: '/teams/:teamId/sso/domain/verify',
  summary: "Look up the domain's TXT record now and mark the domain verified when it matches",
  tags,
  auth: 'session',
  params: teamParams,
  response: z.object({ sso: teamSso }),
  errors: [...SETTINGS_ERRORS, 'SSO_NOT_READY', 'SSO_DOMAIN_NOT_VERIFIED', 'SSO_DOMAIN_TAKEN'],
});

export const setTeamSsoConnection = defineEndpoint({
  method: 'put',
  path: '/teams/:teamId/sso/connection',
  summary: "The identity provider's issuer and this app's client at it; checked by OpenID discovery",
  tags,
  auth: 'session',
  params: teamParams,
  body: z.object({
    issuer,
    clientId: clientText(200),
    /** Omitted: keep the stored secret. */
    clientSecret: z.optional(clientText(500)),
  }),
  response: z.object({ sso: teamSso }),
  errors: [...SETTINGS_ERRORS, 'SSO_NOT_READY', 'SSO_ISSUER_INVALID'],
});

export const setTeamSsoEnforcement = defineEndpoint({
  method: 'put',
  path: '/teams/:teamId/sso/enforcement',
  summary: 'Require (or stop requiring) single sign-on for everyone at the verified domain',
  tags,
  auth: 'session',
  params: teamParams,
  body: z.object({ enforced: z.boolean() }),
  response: z.object({ sso: teamSso }),
  errors: [...SETTINGS_ERRORS, 'SSO_NOT_READY'],
});

export const deleteTeamSso = defineEndpoint({
  method: 'delete',
  path: '/teams/:teamId/sso',
  summary: "Remove the team's domain and connection; password sign-in works again for its people",
  tags,
  auth: 'session',
  params: teamParams,
  response: empty,
  errors: ['TEAM_NOT_FOUND', 'TEAM_ROLE_REQUIRED'],
});

export const startSso = defineEndpoint({
  method: 'post',
  path: '/sso/start',
  summary:
    "Begin signing in through the identity provider of the address's domain; answers where to send the browser",
  tags,
  auth: 'public',
  body: z.object({
    email,
    /** Where to land after signing in: a path of this app only. */
    redirectTo: z.optional(
      z.string().check(z.maxLength(500), z.regex(/^\/(?!\/)[^\s\\]*$/, 'a path of this app')),
    ),
  }),
  response: z.object({ url: z.string() }),
  errors: ['SSO_NOT_CONFIGURED', 'SSO_ISSUER_INVALID', 'RATE_LIMITED'],
});

const adminTeam = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  members: z.number(),
  enterprise: z.boolean(),
  createdAt: timestamp,
});

export const getAdminTeams = defineEndpoint({
  method: 'get',
  path: '/admin/teams',
  summary: 'Teams by name or slug, newest first (site admins): where a team is put on the Enterprise plan',
  tags: ['Admin'],
  auth: 'admin',
  query: z.object({ q: z.optional(z.string().check(z.trim(), z.maxLength(100))) }),
  response: z.object({ teams: z.array(adminTeam) }),
  errors: [],
});

export const setAdminTeamEnterprise = defineEndpoint({
  method: 'put',
  path: '/admin/teams/:teamId/enterprise',
  summary: 'Put a team on the Enterprise plan (Pro for every member, single sign-on) or take it off',
  tags: ['Admin'],
  auth: 'admin',
  params: z.object({ teamId: opaqueId }),
  body: z.object({ enterprise: z.boolean() }),
  response: z.object({ team: adminTeam }),
  errors: ['TEAM_NOT_FOUND'],
});

export const teamSsoEndpoints = [
  getTeamSso,
  setTeamSsoDomain,
  verifyTeamSsoDomain,
  setTeamSsoConnection,
  setTeamSsoEnforcement,
  deleteTeamSso,
  startSso,
  getAdminTeams,
  setAdminTeamEnterprise,
] as const;
