export interface Profile {
  firstName: string;
  lastName: string;
  companyName: string;
  companyWebsite: string;
  companyDescription: string;
  updatedAt: string | null;
}

export type ProfileInput = Omit<Profile, 'updatedAt'>;

export interface NotificationPreferences {
  emailNotifications: boolean;
  secFilingAlerts: boolean;
  weeklyDigest: boolean;
  productUpdates: boolean;
}

export interface ProfileResponse {
  profile: Profile;
  notifications: NotificationPreferences;
}

export interface AccountSession {
  id: string;
  userAgent: string | null;
  ipAddress: string | null;
  createdAt: string;
  lastActiveAt: string;
  current: boolean;
}

export interface AuthProviders {
  google: boolean;
  linkedin: boolean;
}
