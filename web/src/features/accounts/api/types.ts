/** Row shapes of the accounts API, derived from `contract/accounts.ts` (never written by hand). */
export type {
  Account,
  AccountSession,
  ApiToken,
  NotificationPreferences,
  Profile,
} from '@contract/accounts';
