import { getProfile } from '@contract/accounts';
import { mockEndpoint } from '@/test/msw';

/** The caller's profile (the accounts feature's route): analysis reads what they sell from its description. */
export function mockProfile(companyDescription: string) {
  mockEndpoint(getProfile, () => ({
    profile: {
      firstName: 'Alice',
      lastName: 'Example',
      companyName: 'Acme',
      companyWebsite: '',
      companyDescription,
      updatedAt: null,
    },
    notifications: {
      emailNotifications: true,
      secFilingAlerts: true,
      weeklyDigest: true,
      productUpdates: false,
    },
  }));
}
