import { hubspotSearchText } from '@contract/crm';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { connectCrm, crmApi, crmKeys, type HubspotCompany, useHubspotStatus } from '../api/crm-api';
import { needsReconnect, pollExport } from '../api/poll-export';
import { exportReturnPath } from '../api/resume-export';
import {
  ConnectPrompt,
  ExportDialogFrame,
  type ExportDialogProps,
  hasSelection,
  NotAvailable,
  PickList,
  SearchBox,
} from './export-dialog-parts';

const HUBSPOT_SUCCESS = 'Analysis has been added to HubSpot';
const CONNECTION_ISSUE = 'Your HubSpot connection appears to be invalid. Please reconnect.';

type Phase =
  | { kind: 'idle' }
  | { kind: 'exporting'; progress: number }
  | { kind: 'done' }
  | { kind: 'failed'; message: string };

/** The server's code for a revoked or expired connection (its 401 text is replaced by the API client). */
function connectionLost(error: unknown): boolean {
  return isApiError(error) && (error.code === 'HUBSPOT_AUTH_REQUIRED' || needsReconnect(error.message));
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** 'Export to HubSpot': search a company, pick it, export, follow the job until it ends. */
export function HubspotExportDialog({ analysisId, open, onOpenChange }: ExportDialogProps) {
  const queryClient = useQueryClient();
  const status = useHubspotStatus(open);
  const [results, setResults] = useState<HubspotCompany[] | null>(null);
  const [searchError, setSearchError] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
  const [selected, setSelected] = useState<HubspotCompany | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [reconnect, setReconnect] = useState(false);
  const closed = useRef(false);

  useEffect(() => {
    closed.current = !open;
    if (!open) {
      setPhase({ kind: 'idle' });
      setResults(null);
      setSelected(null);
      setSearchError(null);
      setReconnect(false);
      void queryClient.invalidateQueries({ queryKey: crmKeys.status('hubspot') });
    }
  }, [open, queryClient]);

  const connectionIssue = () => {
    setReconnect(true);
    toast.error('HubSpot Connection Issue', { description: CONNECTION_ISSUE });
  };

  const connect = () =>
    connectCrm('hubspot', exportReturnPath({ provider: 'hubspot', analysisId })).catch(() =>
      toast.error('Connection Failed', { description: 'Failed to connect to HubSpot' }),
    );

  const refuse = (message: string) => {
    setSelected(null);
    setResults(null);
    setSearchError(message);
  };

  const search = async (text: string) => {
    setSelected(null);
    setSearching(true);
    setSearchError(null);
    try {
      const { results: found } = await crmApi.searchHubspot(text);
      setResults(found);
      if (found.length === 0) setSearchError('No companies found. Try a different search term.');
    } catch (error) {
      setResults(null);
      if (connectionLost(error)) {
        setSearchError(null);
        connectionIssue();
        return;
      }
      const message = isApiError(error) ? error.message : 'Failed to search for companies';
      setSearchError(message);
      toast.error('Search Failed', { description: message });
    } finally {
      setSearching(false);
    }
  };

  const exportNote = async () => {
    if (!hasSelection(selected)) return;
    setPhase({ kind: 'exporting', progress: 0 });
    setReconnect(false);
    try {
      const { importId } = await crmApi.startHubspotExport(selected.id, analysisId, crypto.randomUUID());
      toast.info('Export started', {
        description: `Adding the analysis to ${selected.properties.name ?? 'HubSpot'}`,
      });
      const outcome = await pollExport({
        check: () => crmApi.hubspotExport(importId),
        sleep,
        isFatal: (error) =>
          isApiError(error) && (error.status === 401 || error.status === 403 || error.status === 404),
        cancelled: () => closed.current,
        onUpdate: (status) => {
          if (!status.isComplete) setPhase({ kind: 'exporting', progress: status.progress });
        },
      });
      if (outcome.kind === 'success') {
        setPhase({ kind: 'done' });
        toast.success('Export successful', { description: HUBSPOT_SUCCESS });
      } else if (outcome.kind === 'failure') {
        setPhase({ kind: 'failed', message: outcome.message });
        if (needsReconnect(outcome.message)) connectionIssue();
      } else {
        setPhase({
          kind: 'failed',
          message: 'The export is still processing; it will finish in the background.',
        });
      }
    } catch (error) {
      if (connectionLost(error)) {
        setPhase({ kind: 'failed', message: `Export failed: ${CONNECTION_ISSUE}` });
        connectionIssue();
        return;
      }
      setPhase({ kind: 'failed', message: 'Failed to export to HubSpot' });
      toast.error('Export failed', { description: 'Failed to export to HubSpot' });
    }
  };

  const connected = status.data?.connected === true;
  return (
    <ExportDialogFrame
      title="Export to HubSpot"
      description="Add this analysis, with its quotes from the filing, as a note on a company."
      open={open}
      onOpenChange={onOpenChange}
      checking={status.isPending}
    >
      {status.data?.configured === false ? (
        <NotAvailable name="HubSpot" />
      ) : !connected || reconnect ? (
        <ConnectPrompt
          text={reconnect ? CONNECTION_ISSUE : 'Connect your HubSpot account to export.'}
          label={reconnect ? 'Reconnect to HubSpot' : 'Connect HubSpot'}
          onConnect={connect}
        />
      ) : (
        <div className="grid gap-3">
          <SearchBox
            label="Search HubSpot companies"
            placeholder="Company name"
            text={hubspotSearchText}
            onSearch={(text) => void search(text)}
            onInvalid={refuse}
            searching={searching}
            disabled={searching}
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
          {phase.kind === 'exporting' ? (
            <div className="grid gap-1 text-sm" role="status">
              <span className="flex items-center gap-2">
                <Spinner label="Exporting" /> Exporting to HubSpot...
              </span>
              <progress
                className="h-1 w-full"
                max={100}
                value={phase.progress}
                aria-label="Export progress"
              />
            </div>
          ) : null}
          {phase.kind === 'done' ? (
            <Alert>
              <AlertDescription>{HUBSPOT_SUCCESS}</AlertDescription>
            </Alert>
          ) : null}
          {phase.kind === 'failed' ? (
            <Alert variant="destructive">
              <AlertDescription>{phase.message}</AlertDescription>
            </Alert>
          ) : null}
          <Button onClick={() => void exportNote()} disabled={phase.kind === 'exporting'} className="w-fit">
            Export
          </Button>
        </div>
      )}
    </ExportDialogFrame>
  );
}
