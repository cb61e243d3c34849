import { NEW_PASSWORD_MIN } from '../../contract/fields.ts';

/**
 * Password lengths are the contract's (`contract/fields.ts`): the sign-in / sign-up form keeps the spec's minimum
 * of 6, so Better Auth's own minimum (which only sign-up and the password-setting endpoints check) is 6. A password
 * chosen later — changed in the profile or set from a reset link — must have 8–128 characters; these hooks hold it.
 */
export const NEW_PASSWORD_TOO_SHORT = `Password must be at least ${NEW_PASSWORD_MIN} characters long`;

/** The Better Auth endpoints that set a password from the `newPassword` field. */
export const NEW_PASSWORD_PATHS = new Set(['/change-password', '/reset-password']);

/** Whether a `newPassword` sent to one of those endpoints is shorter than the profile's minimum. */
export function newPasswordTooShort(newPassword: unknown): boolean {
  return typeof newPassword === 'string' && newPassword.length < NEW_PASSWORD_MIN;
}
