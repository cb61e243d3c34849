import { SALESFORCE_TYPES, salesforceSearchText } from '@contract/crm';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import {
  connectCrm,
  crmApi,
  crmKeys,
  type SalesforceRecord,
  type SalesforceType,
  useSalesforceStatus,
} from '../api/crm-api';
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

const SALESFORCE_AUTH_MESSAGE = 'Authentication required. Please reconnect to Salesforce.';
/** The dialog closes 2 s after a successful export. */
const CLOSE_AFTER_SUCCESS_MS = 2000;

function describe(record: SalesforceRecord, type: SalesforceType): string {
  const extra =
    type === 'Account' ? record.Industry : [record.Company, record.Email].filter(Boolean).join(' · ');
  return extra ? `${record.Name} — ${extra}` : (record.Name ?? record.Id);
}

/** 'Export to Salesforce': Account/Lead, search, pick, export, success, close 2 s later. */
export function SalesforceExportDialog({ analysisId, open, onOpenChange }: ExportDialogProps) {
  const queryClient = useQueryClient();
  const status = useSalesforceStatus(open);
  const [type, setType] = useState<SalesforceType>('Account');
  const [records, setRecords] = useState<SalesforceRecord[] | null>(null);
  const [selected, setSelected] = useState<SalesforceRecord | null>(null);
  const [busy, setBusy] = useState<'search' | 'export' | null>(null);
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);

  const close = useRef(onOpenChange);
  close.current = onOpenChange;

  // The status is checked again whenever the dialog opens or closes; a closed dialog starts afresh.
  useEffect(() => {
    if (!open) {
      setMessage(null);
      setRecords(null);
      setSelected(null);
    }
    void queryClient.invalidateQueries({ queryKey: crmKeys.status('salesforce') });
  }, [open, queryClient]);

  useEffect(() => {
    if (message?.kind !== 'ok') return;
    const timer = setTimeout(() => close.current(false), CLOSE_AFTER_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [message]);

  const authLost = (error: unknown) => {
    if (!(isApiError(error) && error.code === 'SALESFORCE_AUTH_REQUIRED')) return false;
    queryClient.setQueryData(crmKeys.status('salesforce'), {
      connected: false,
      username: null,
      configured: true,
    });
    setMessage({ kind: 'error', text: SALESFORCE_AUTH_MESSAGE });
    return true;
  };

  const connect = () =>
    connectCrm('salesforce', exportReturnPath({ provider: 'salesforce', analysisId })).catch(() =>
      toast.error('Connection Failed', { description: 'Failed to start Salesforce authentication' }),
    );

  const search = async (query: string) => {
    setBusy('search');
    setSelected(null);
    setMessage(null);
    try {
      setRecords((await crmApi.searchSalesforce(query, type)).records);
    } catch (error) {
      if (!authLost(error)) toast.error('Search Failed', { description: 'Failed to search Salesforce' });
    } finally {
      setBusy(null);
    }
  };

  const exportNote = async () => {
    if (!hasSelection(selected)) return;
    setBusy('export');
    try {
      await crmApi.createSalesforceNote(selected.Id, analysisId);
      setMessage({ kind: 'ok', text: `Analysis added to ${selected.Name ?? 'the record'} in Salesforce` });
      toast.success('Export successful', { description: 'The analysis was added to Salesforce' });
    } catch (error) {
      if (!authLost(error)) {
        setMessage({ kind: 'error', text: 'Failed to export to Salesforce' });
        toast.error('Export failed', { description: 'Failed to export to Salesforce' });
      }
    } finally {
      setBusy(null);
    }
  };

  const connected = status.data?.connected === true;
  return (
    <ExportDialogFrame
      title="Export to Salesforce"
      description="Attach this analysis, with its quotes from the filing, as a note on a record."
      open={open}
      onOpenChange={onOpenChange}
      checking={status.isPending}
    >
      {status.data?.configured === false ? (
        <NotAvailable name="Salesforce" />
      ) : !connected ? (
        <ConnectPrompt
          error={message?.text}
          text="Connect your Salesforce org to export."
          label="Connect to Salesforce"
          onConnect={connect}
        />
      ) : (
        <div className="grid gap-3">
          <fieldset className="flex gap-2">
            <legend className="sr-only">Record type</legend>
            {SALESFORCE_TYPES.map((option) => (
              <Button
                key={option}
                size="sm"
                variant={type === option ? 'default' : 'outline'}
                aria-pressed={type === option}
                onClick={() => {
                  setType(option);
                  setRecords(null);
                  setSelected(null);
                }}
              >
                {option}
              </Button>
            ))}
          </fieldset>
          <SearchBox
            label={`Search Salesforce ${type === 'Account' ? 'accounts' : 'leads'}`}
            placeholder={type === 'Account' ? 'Account name' : 'Lead name'}
            text={salesforceSearchText}
            onSearch={(query) => void search(query)}
            onInvalid={() => toast.error('Search Failed', { description: 'Failed to search Salesforce' })}
            searching={busy === 'search'}
            disabled={busy !== null}
            blankDisables
          />
          {records && records.length === 0 ? (
            <p className="text-sm text-muted-foreground">No records found.</p>
          ) : null}
          {records && records.length > 0 ? (
            <PickList
              label="Salesforce records"
              items={records}
              keyOf={(record) => record.Id}
              selected={selected}
              onSelect={setSelected}
            >
              {(record) => describe(record, type)}
            </PickList>
          ) : null}
          {message ? (
            <Alert variant={message.kind === 'ok' ? 'default' : 'destructive'}>
              <AlertDescription>{message.text}</AlertDescription>
            </Alert>
          ) : null}
          <Button onClick={() => void exportNote()} disabled={busy !== null} className="w-fit">
            {busy === 'export' ? 'Exporting...' : 'Export'}
          </Button>
        </div>
      )}
    </ExportDialogFrame>
  );
}
