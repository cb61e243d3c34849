import { AccountSettings } from '@/features/accounts/components/account-settings';
import { UsageMeter } from '@/features/analysis/components/usage-meter';
import { SubscriptionSection } from '@/features/billing/components/subscription-section';
import { UpgradeButton } from '@/features/billing/components/upgrade-button';
import { AppShell } from '../app-shell';

/** `/account`: the accounts feature's page inside the app shell, with billing's subscription section and analysis's usage meter. */
export default function AccountPage() {
  return (
    <AppShell title="Account Settings" active="settings">
      <AccountSettings
        subscription={<SubscriptionSection />}
        usageMeter={<UsageMeter variant="card" autoRefresh />}
        upgradeAction={<UpgradeButton />}
      />
    </AppShell>
  );
}
