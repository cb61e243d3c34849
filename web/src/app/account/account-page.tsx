import { AccountSettings } from '@/features/accounts/components/account-settings';
import { UsageMeter } from '@/features/analysis/components/usage-meter';
import { AppShell } from '../app-shell';

/** `/account`: the accounts feature's page inside the app shell, with the analysis feature's usage meter. */
export default function AccountPage() {
  return (
    <AppShell title="Account Settings" active="settings">
      <AccountSettings usageMeter={<UsageMeter variant="card" autoRefresh />} />
    </AppShell>
  );
}
