import { AccountSettings } from '@/features/accounts/components/account-settings';
import { UsageMeter } from '@/features/analysis/components/usage-meter';

/** `/account`: the accounts feature's page with the analysis feature's usage meter composed in. */
export default function AccountPage() {
  return <AccountSettings usageMeter={<UsageMeter variant="card" autoRefresh />} />;
}
