import { AppError } from '../http/app-error.ts';

export const crmErrors = {
  notConfigured: (provider: 'Salesforce' | 'HubSpot') =>
    new AppError(
      provider === 'Salesforce' ? 'SALESFORCE_NOT_CONFIGURED' : 'HUBSPOT_NOT_CONFIGURED',
      `${provider} is not configured on this server`,
    ),
  /** This code resets the dialog's connection state and offers to reconnect. */
  salesforceAuthRequired: () =>
    new AppError('SALESFORCE_AUTH_REQUIRED', 'Salesforce authentication required'),
  /** Worded so the dialog's "invalid / revoked / reconnect" rule offers 'Reconnect to HubSpot'. */
  hubspotAuthRequired: () =>
    new AppError(
      'HUBSPOT_AUTH_REQUIRED',
      'Your HubSpot connection is invalid or was revoked. Please reconnect.',
    ),
};
