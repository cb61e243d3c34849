import { hubspotSearchText } from '@contract/crm';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { crmApi, type HubspotCompany } from '../api/crm-api';
import { useHubspotExport } from '../api/hubspot-export';
import { CrmExportDialog, type ExportMessage } from './crm-export-dialog';
import { type ExportDialogProps, hasSelection, PickList, SearchBox } from './export-dialog-parts';

const HUBSPOT_SUCCESS = 'Analysis has been added to HubSpot';
const CONNECTION_ISSUE = 'Your HubSpot connection appears to be invalid. Please reconnect.';
const STILL_PROCESSING = 'The export is still processing; it will finish in the background.';

/** The server's code for a revoked or expired connection. */
const connectionLost = (error: unknown) => isApiError(error) && error.code === 'HUBSPOT_AUTH_REQUIRED';

/** 'Export to HubSpot': search a company, pick it, export, follow the job until it ends. */
export function HubspotExportDialog({ analysisId, open, onOpenChange }: ExportDialogProps) {
  const [results, setResults] = useState<HubspotCompany[] | null>(null);
  const [searchError, setSearchError] = useState<string | null>(null);
  const [selected, setSelected] = useState<HubspotCompany | null>(null);
  const [importId, setImportId] = useState<string | null>(null);
  const [reconnect, setReconnect] = useState(false);
  const outcome = useHubspotExport(importId);

  const connectionIssue = () => {
    setReconnect(true);
    toast.error('HubSpot Connection Issue', { description: CONNECTION_ISSUE });
  };

  const search = useMutation({
    mutationFn: crmApi.searchHubspot,
    onMutate: () => {
      setSelected(null);
      setSearchError(null);
    },
    onSuccess: ({ results: found }) => {
      setResults(found);
      if (found.length === 0) setSearchError('No companies found. Try a different search term.');
    },
    onError: (error) => {
      setResults(null);
      if (connectionLost(error)) return connectionIssue();
      const message = isApiError(error) ? error.message : 'Failed to search for companies';
      setSearchError(message);
      toast.error('Search Failed', { description: message });
    },
  });

  // A new key per click: the same click sent twice is one export.
  const start = useMutation({
    mutationFn: (company: HubspotCompany) =>
      crmApi.startHubspotExport(company.id, analysisId, crypto.randomUUID()),
    onMutate: () => {
      setImportId(null);
      setReconnect(false);
    },
    onSuccess: (started, company) => {
      toast.info('Export started', {
        description: `Adding the analysis to ${company.properties.name ?? 'HubSpot'}`,
      });
      setImportId(started.importId);
    },
    onError: (error) => {
      if (connectionLost(error)) return connectionIssue();
      toast.error('Export failed', { description: 'Failed to export to HubSpot' });
    },
  });
  const resetStart = start.reset;

  // A closed dialog starts afresh, and stops following its export.
  useEffect(() => {
    if (open) return;
    setImportId(null);
    resetStart();
    setResults(null);
    setSelected(null);
    setSearchError(null);
    setReconnect(false);
  }, [open, resetStart]);

  // Once per export: say how it ended (a revoked connection offers to reconnect).
  const ending =
    outcome?.kind === 'success'
      ? 'success'
      : outcome?.kind === 'failure' && outcome.code === 'HUBSPOT_AUTH_REQUIRED'
        ? 'reconnect'
        : null;
  useEffect(() => {
    if (ending === 'success') toast.success('Export successful', { description: HUBSPOT_SUCCESS });
    if (ending === 'reconnect') {
      setReconnect(true);
      toast.error('HubSpot Connection Issue', { description: CONNECTION_ISSUE });
    }
  }, [ending]);

  const refuse = (message: string) => {
    setSelected(null);
    setResults(null);
    setSearchError(message);
  };

  const exporting = start.isPending || outcome?.kind === 'running';
  const message: ExportMessage | null = start.isError
    ? {
        kind: 'error',
        text: connectionLost(start.error)
          ? `Export failed: ${CONNECTION_ISSUE}`
          : 'Failed to export to HubSpot',
      }
    : outcome?.kind === 'success'
      ? { kind: 'ok', text: HUBSPOT_SUCCESS }
      : outcome?.kind === 'failure'
        ? { kind: 'error', text: outcome.message }
        : outcome?.kind === 'pending'
          ? { kind: 'error', text: STILL_PROCESSING }
          : null;

  return (
    <CrmExportDialog
      provider="hubspot"
      analysisId={analysisId}
      open={open}
      onOpenChange={onOpenChange}
      description="Add this analysis, with its quotes from the filing, as a note on a company."
      reconnect={reconnect}
      prompt={{
        text: reconnect ? CONNECTION_ISSUE : 'Connect your HubSpot account to export.',
        label: reconnect ? 'Reconnect to HubSpot' : 'Connect HubSpot',
        failure: 'Failed to connect to HubSpot',
      }}
      progress={
        exporting ? (
          <div className="grid gap-1 text-sm" role="status">
            <span className="flex items-center gap-2">
              <Spinner label="Exporting" /> Exporting to HubSpot...
            </span>
            <progress
              className="h-1 w-full"
              max={100}
              value={outcome?.kind === 'running' ? outcome.progress : 0}
              aria-label="Export progress"
            />
          </div>
        ) : null
      }
      message={message}
      exportButton={{
        label: 'Export',
        disabled: exporting,
        onClick: () => {
          if (hasSelection(selected)) start.mutate(selected);
        },
      }}
    >
      <SearchBox
        label="Search HubSpot companies"
        placeholder="Company name"
        text={hubspotSearchText}
        onSearch={(text) => search.mutate(text)}
        onInvalid={refuse}
        searching={search.isPending}
        disabled={search.isPending}
      />
      {searchError ? <p className="text-sm text-muted-foreground">{searchError}</p> : null}
      {results && results.length > 0 ? (
        <PickList
          label="HubSpot companies"
          items={results}
          keyOf={(company) => company.id}
          selected={selected}
          onSelect={setSelected}
        >
          {(company) => (
            <>
              {company.properties.name ?? company.id}
              {company.properties.domain ? (
                <span className="ml-2 text-muted-foreground">{company.properties.domain}</span>
              ) : null}
            </>
          )}
        </PickList>
      ) : null}
    </CrmExportDialog>
  );
}
