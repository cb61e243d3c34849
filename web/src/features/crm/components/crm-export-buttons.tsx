import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useOptionalAuth } from '@/features/accounts/auth-context';
import { useSalesforceStatus } from '../api/crm-api';
import { HubspotExportDialog } from './hubspot-export-dialog';
import { SalesforceExportDialog } from './salesforce-export-dialog';

/** The two export buttons under an analysis; only Pro users see them (spec part 2 §4, §6). */
export function CrmExportButtons({ analysisId }: { analysisId: string }) {
  const plan = useOptionalAuth()?.plan;
  const [open, setOpen] = useState<'salesforce' | 'hubspot' | null>(null);
  // Spec part 2 §4: the Salesforce status is checked as soon as a Pro user sees an analysis.
  useSalesforceStatus(plan === 'pro');
  if (plan !== 'pro') return null;
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
