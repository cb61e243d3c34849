import { AppError } from '#server/http/app-error.ts';
import type { CrmProvider } from '../../contract/crm.ts';

const NAMES = { salesforce: 'Salesforce', hubspot: 'HubSpot' } as const;

/** The name a user reads for a provider. */
export function crmName(provider: CrmProvider): (typeof NAMES)[CrmProvider] {
  return NAMES[provider];
}

export const crmErrors = {
  notConfigured: (provider: CrmProvider) =>
    new AppError(
      provider === 'salesforce' ? 'SALESFORCE_NOT_CONFIGURED' : 'HUBSPOT_NOT_CONFIGURED',
      `${crmName(provider)} is not configured on this server`,
    ),
  /** The connection is gone (revoked, expired, never made): the dialogs act on this code and offer to reconnect. */
  authRequired: (provider: CrmProvider) =>
    provider === 'salesforce'
      ? new AppError('SALESFORCE_AUTH_REQUIRED', 'Salesforce authentication required')
      : new AppError(
          'HUBSPOT_AUTH_REQUIRED',
          'Your HubSpot connection is invalid or was revoked. Please reconnect.',
        ),
  notConnected: (provider: CrmProvider) =>
    AppError.notFound(`No ${crmName(provider)} connection`, 'NOT_CONNECTED'),
};
