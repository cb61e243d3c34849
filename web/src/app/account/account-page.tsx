import { AccountSettings } from '@/features/accounts';
import { UsageMeter } from '@/features/analysis';
import { ProBenefitsList, SubscriptionSection, UpgradeButton } from '@/features/billing';
import { ConnectionsSection } from '@/features/crm';
import { AppShell } from '../app-shell';

/** `/account`: the accounts feature's page inside the app shell, with billing's subscription section, analysis's usage meter and CRM's connections. */
export default function AccountPage() {
  return (
    <AppShell title="Account Settings" active="settings">
      <AccountSettings
        subscription={<SubscriptionSection />}
        usageMeter={<UsageMeter variant="card" autoRefresh />}
        upgradeAction={
          <>
            <ProBenefitsList />
            <UpgradeButton />
          </>
        }
        connections={(plan) => <ConnectionsSection plan={plan} />}
      />
    </AppShell>
  );
}
