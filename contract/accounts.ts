import { z } from 'zod/mini';
import { defineEndpoint, empty } from './endpoint.ts';
import {
  accountName,
  apiTokenName,
  currentPassword,
  email,
  id,
  NEW_PASSWORD_MIN,
  PASSWORD_MIN,
  PROFILE_MAX,
  password,
  profileText,
  timestamp,
  totpCode,
  website,
  websiteWith,
} from './fields.ts';
import { PLANS } from './plans.ts';

/**
 * The signed-in user's own account (security promises): who they are, their profile and
 * notification choices, their signed-in devices and their personal API tokens. Sign-in, sign-up, passwords and
 * two-factor are Better Auth's own endpoints under `/api/auth/*`, outside this contract; the forms for them are
 * at the end of this file.
 */

const isoTime = z.iso.datetime();
const plan = z.enum(PLANS);

/** The caller as the app sees them; the admin flag and plan come from the server, never from the browser. */
const accountUser = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  emailVerified: z.boolean(),
  image: z.nullable(z.string()),
  createdAt: timestamp,
  isAdmin: z.boolean(),
  plan,
});

const account = z.object({ user: accountUser, isAdmin: z.boolean(), plan });

export const profile = z.object({
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string(),
  companyWebsite: z.string(),
  companyDescription: z.string(),
  updatedAt: z.nullable(isoTime),
});

/** The Notifications tab's switches. */
export const notificationPreferences = z.object({
  emailNotifications: z.boolean(),
  secFilingAlerts: z.boolean(),
  weeklyDigest: z.boolean(),
  productUpdates: z.boolean(),
});

/** A signed-in device; its session token never leaves the server. */
const accountSession = z.object({
  id: z.string(),
  userAgent: z.nullable(z.string()),
  ipAddress: z.nullable(z.string()),
  createdAt: isoTime,
  lastActiveAt: isoTime,
  current: z.boolean(),
});

export const API_TOKEN_SCOPES = ['read', 'read-write'] as const;
const apiTokenScope = z.enum(API_TOKEN_SCOPES);

/** What a new token is made of; also the create form's rules. */
export const newApiToken = z.strictObject({ name: apiTokenName, scope: apiTokenScope });

/** A personal API token as listed: its name, access and first characters, never its value. */
const apiToken = z.object({
  id,
  name: z.string(),
  scope: apiTokenScope,
  prefix: z.string(),
  createdAt: isoTime,
  lastUsedAt: z.nullable(isoTime),
});

export type Account = z.output<typeof account>;
export type Profile = z.output<typeof profile>;
export type NotificationPreferences = z.output<typeof notificationPreferences>;
export type AccountSession = z.output<typeof accountSession>;
export type ApiTokenScope = z.output<typeof apiTokenScope>;
export type ApiToken = z.output<typeof apiToken>;

const tags = ['Account'];
const profileAnswer = z.object({ profile, notifications: notificationPreferences });

export const getMe = defineEndpoint({
  method: 'get',
  path: '/me',
  summary: 'The caller: who they are, whether they are an admin, and their plan',
  tags,
  auth: 'user',
  response: account,
  errors: [],
});

export const getProfile = defineEndpoint({
  method: 'get',
  path: '/profile',
  summary: "The caller's profile (the sign-up name until one is saved) and notification choices",
  tags,
  auth: 'user',
  response: profileAnswer,
  errors: [],
});

const profileBodyText = (max: number) => z._default(profileText(max), '');

export const updateProfile = defineEndpoint({
  method: 'put',
  path: '/profile',
  summary:
    'Save the profile; every field is trimmed and optional, and any other field (role, plan…) is refused',
  tags,
  auth: 'user',
  body: z.strictObject({
    firstName: profileBodyText(PROFILE_MAX.firstName),
    lastName: profileBodyText(PROFILE_MAX.lastName),
    companyName: profileBodyText(PROFILE_MAX.companyName),
    companyWebsite: z._default(website, ''),
    // Required to run an analysis (which says so), not to save a name or company.
    companyDescription: profileBodyText(PROFILE_MAX.companyDescription),
  }),
  response: z.object({ profile }),
  errors: [],
});

export const updateNotifications = defineEndpoint({
  method: 'put',
  path: '/profile/notifications',
  summary: 'Save all four notification choices at once',
  tags,
  auth: 'user',
  body: z.strictObject(notificationPreferences.shape),
  response: z.object({ notifications: notificationPreferences }),
  errors: [],
});

export const listSessions = defineEndpoint({
  method: 'get',
  path: '/account/sessions',
  summary: "The caller's signed-in devices, most recently active first",
  tags,
  auth: 'user',
  response: z.object({ sessions: z.array(accountSession) }),
  errors: [],
});

export const revokeSession = defineEndpoint({
  method: 'delete',
  path: '/account/sessions/:id',
  summary: 'Sign one of the caller’s devices out at once',
  tags,
  auth: 'user',
  params: z.object({ id: z.string().check(z.minLength(1), z.maxLength(200)) }),
  response: empty,
  errors: [],
});

export const revokeOtherSessions = defineEndpoint({
  method: 'post',
  path: '/account/sessions/revoke-others',
  summary: 'Sign out every device but the one making this call, at once; API tokens are not affected',
  tags,
  auth: 'session',
  response: empty,
  errors: [],
});

export const listApiTokens = defineEndpoint({
  method: 'get',
  path: '/tokens',
  summary: "The caller's personal API tokens, newest first, without their values",
  tags,
  auth: 'session',
  response: z.object({ tokens: z.array(apiToken) }),
  errors: [],
});

export const createApiToken = defineEndpoint({
  method: 'post',
  path: '/tokens',
  summary: 'Create a personal API token; its value is in this answer only',
  tags,
  auth: 'session',
  body: newApiToken,
  response: z.object({ token: z.string(), apiToken }),
  status: 201,
  errors: ['TOO_MANY_API_TOKENS'],
});

export const revokeApiToken = defineEndpoint({
  method: 'delete',
  path: '/tokens/:id',
  summary: 'Revoke a personal API token at once',
  tags,
  auth: 'session',
  params: z.object({ id }),
  response: empty,
  errors: [],
});

/** Every endpoint of the feature, for the OpenAPI document. */
export const accountsEndpoints = [
  getMe,
  getProfile,
  updateProfile,
  updateNotifications,
  listSessions,
  revokeSession,
  revokeOtherSessions,
  listApiTokens,
  createApiToken,
  revokeApiToken,
];

/** My Details: the profile's rules on what the user types, with the form's wording for a website. */
export const profileForm = z.object({
  firstName: profileText(PROFILE_MAX.firstName),
  lastName: profileText(PROFILE_MAX.lastName),
  companyName: profileText(PROFILE_MAX.companyName),
  companyWebsite: websiteWith('Please enter a valid website, for example example.com'),
  companyDescription: profileText(PROFILE_MAX.companyDescription),
});

/**
 * Sign-in and sign-up: e-mail, and a password of at least 6. The name and the confirmation are
 * sign-up's; the form itself says when the confirmation differs, as the user types.
 */
export const credentialsForm = z.object({
  name: accountName,
  email,
  password: password(PASSWORD_MIN),
  confirmPassword: z.string(),
});

export const forgotPasswordForm = z.object({ email });

/** A new password, changed in the profile or set from a reset link: 8–128 characters. */
export const newPasswordForm = z.object({
  newPassword: password(NEW_PASSWORD_MIN),
  confirmPassword: z.string(),
});

export const changePasswordForm = z.extend(newPasswordForm, { currentPassword });

/** The current password, asked again before turning two-factor authentication on or off. */
export const passwordConfirmForm = z.object({ password: currentPassword });

export const totpForm = z.object({ code: totpCode });
