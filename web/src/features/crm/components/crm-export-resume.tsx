import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAuth } from '@/features/accounts/auth-context';
import {
  RESUME_ANALYSIS_PARAM,
  RESUME_PROVIDER_PARAM,
  type ResumedExport,
  readResumedExport,
  withoutResume,
} from '../api/resume-export';
import { HubspotExportDialog } from './hubspot-export-dialog';
import { SalesforceExportDialog } from './salesforce-export-dialog';

/**
 * Back from a CRM's consent screen that an export dialog opened: reopens that dialog for the same analysis, and
 * takes the parameters out of the URL so a reload or a shared link does not open it again.
 */
export function CrmExportResume() {
  const { plan } = useAuth();
  const [params, setParams] = useSearchParams();
  const [resumed, setResumed] = useState<ResumedExport | null>(null);

  useEffect(() => {
    if (!params.has(RESUME_PROVIDER_PARAM) && !params.has(RESUME_ANALYSIS_PARAM)) return;
    setResumed(readResumedExport(params));
    setParams(withoutResume(params), { replace: true });
  }, [params, setParams]);

  if (plan !== 'pro' || !resumed) return null;
  const ExportDialog = resumed.provider === 'salesforce' ? SalesforceExportDialog : HubspotExportDialog;
  return (
    <ExportDialog
      analysisId={resumed.analysisId}
      open
      onOpenChange={(open) => {
        if (!open) setResumed(null);
      }}
    />
  );
}
