/**
 * The accounts feature's public module: what other features and the app layer may import, besides the auth context
 * in `auth-context.ts` (kept apart so eager code stays small).
 */

export { useCompanyDescription, useUpdateProfile } from './api/profile';
export { AccountSettings } from './components/account-settings';
export { ProfileContent } from './components/profile-content';
export { ProfileForm } from './components/profile-form';
export { SellerReadingCard } from './components/seller-reading-card';
export { SettingsSection } from './components/settings-section';
