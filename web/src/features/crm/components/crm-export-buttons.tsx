import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useOptionalAuth } from '@/features/accounts/auth-context';
import { useSalesforceStatus } from '../api/crm-api';
import { HubspotExportDialog } from './hubspot-export-dialog';
import { SalesforceExportDialog } from './salesforce-export-dialog';

/**
 * For a Free user the same two buttons, marked Pro: export should not be a secret. They lead to the pricing page,
 * where the upgrade (checkout) starts.
 */
function UpgradeToExport() {
  const hintId = useId();
  return (
    <div className="flex flex-wrap items-center gap-2">
      {['Salesforce', 'HubSpot'].map((name) => (
        <Button key={name} variant="outline" asChild>
          <Link to="/pricing" aria-describedby={hintId}>
            Export to {name} <Badge variant="secondary">Pro</Badge>
          </Link>
        </Button>
      ))}
      <p id={hintId} className="text-sm text-muted-foreground">
        CRM export is part of the Pro plan.
      </p>
    </div>
  );
}

/** The two export buttons under an analysis: Pro users export, Free users see the upgrade. */
export function CrmExportButtons({ analysisId }: { analysisId: string }) {
  const auth = useOptionalAuth();
  const plan = auth && !auth.loading ? auth.plan : null;
  const [open, setOpen] = useState<'salesforce' | 'hubspot' | null>(null);
  // The Salesforce status is checked as soon as a Pro user sees an analysis.
  useSalesforceStatus(plan === 'pro');
  if (!plan) return null;
  if (plan !== 'pro') return <UpgradeToExport />;
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" onClick={() => setOpen('salesforce')}>
        Export to Salesforce
      </Button>
      <Button variant="outline" onClick={() => setOpen('hubspot')}>
        Export to HubSpot
      </Button>
      <SalesforceExportDialog
        analysisId={analysisId}
        open={open === 'salesforce'}
        onOpenChange={(next) => setOpen(next ? 'salesforce' : null)}
      />
      <HubspotExportDialog
        analysisId={analysisId}
        open={open === 'hubspot'}
        onOpenChange={(next) => setOpen(next ? 'hubspot' : null)}
      />
    </div>
  );
}
