import { isAPIError } from 'better-auth/api';
import { AppError } from '#server/http/app-error.ts';
import type { ServerErrorCode } from '../../contract/errors.ts';

/** The organization plugin's refusals that a caller can cause, as the app's codes; anything else stays a 500. */
const PLUGIN_CODES: Record<string, [ServerErrorCode, string]> = {
  ORGANIZATION_SLUG_ALREADY_TAKEN: ['TEAM_SLUG_TAKEN', 'That team address is already taken.'],
  ORGANIZATION_ALREADY_EXISTS: ['TEAM_SLUG_TAKEN', 'That team address is already taken.'],
  USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION: ['ALREADY_MEMBER', 'That person is already on the team.'],
  USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION: [
    'ALREADY_INVITED',
    'That address already has a pending invitation.',
  ],
  ORGANIZATION_MEMBERSHIP_LIMIT_REACHED: ['TEAM_FULL', 'The team has no free seat left.'],
  INVITATION_LIMIT_REACHED: ['TEAM_FULL', 'The team has too many pending invitations.'],
  YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER: [
    'LAST_OWNER',
    'The last owner cannot leave the team.',
  ],
  YOU_CANNOT_LEAVE_THE_ORGANIZATION_WITHOUT_AN_OWNER: ['LAST_OWNER', 'The team must keep an owner.'],
  MEMBER_NOT_FOUND: ['MEMBER_NOT_FOUND', 'No such member on this team.'],
  YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION: [
    'INVITATION_WRONG_EMAIL',
    'This invitation was sent to another e-mail address: sign in with that address to accept it.',
  ],
};

/** Runs a plugin call, turning its known refusals into AppErrors. */
export async function viaPlugin<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const code = isAPIError(error) ? (error.body as { code?: string } | undefined)?.code : undefined;
    const mapped = code ? PLUGIN_CODES[code] : undefined;
    if (mapped) throw new AppError(mapped[0], mapped[1], { cause: error });
    throw error;
  }
}
