import type { Plan } from '../../contract/plans.ts';

/** Who is calling, as `requireUser` resolved it; every route behind it reads `c.get('user')`. */
export interface CurrentUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  image: string | null;
  createdAt: Date;
  isAdmin: boolean;
  /**
   * The plan by the one plan rule, read on first use and kept for the request: most routes never need it, so
   * resolving a session costs no subscription query.
   */
  plan(): Promise<Plan>;
  /** The browser session's id; empty for a call made with a personal API token. */
  sessionId: string;
  /** Set when the call was made with a personal API token instead of a session cookie. */
  apiToken?: { id: string; scope: 'read' | 'read-write' };
}

export type AuthEnv = { Variables: { user: CurrentUser } };
