import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
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

export const SALESFORCE_AUTH_MESSAGE = 'Authentication required. Please reconnect to Salesforce.';
/** Spec part 2 §9: the dialog closes 2 s after a successful export. */
export const CLOSE_AFTER_SUCCESS_MS = 2000;

function describe(record: SalesforceRecord, type: SalesforceType): string {
  const extra =
    type === 'Account' ? record.Industry : [record.Company, record.Email].filter(Boolean).join(' · ');
  return extra ? `${record.Name} — ${extra}` : (record.Name ?? record.Id);
}

/** 'Export to Salesforce' (spec part 2 §2, §4): Account/Lead, search, pick, export, success, close 2 s later. */
export function SalesforceExportDialog({
  analysisId,
  open,
  onOpenChange,
}: {
  analysisId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const status = useSalesforceStatus(open);
  const [type, setType] = useState<SalesforceType>('Account');
  const [query, setQuery] = useState('');
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
    connectCrm('salesforce').catch(() =>
      toast.error('Connection Failed', { description: 'Failed to start Salesforce authentication' }),
    );

  const search = async () => {
    if (!query.trim()) return;
    setBusy('search');
    setSelected(null);
    setMessage(null);
    try {
      setRecords((await crmApi.searchSalesforce(query.trim(), type)).records);
    } catch (error) {
      if (!authLost(error)) toast.error('Search Failed', { description: 'Failed to search Salesforce' });
    } finally {
      setBusy(null);
    }
  };

  const exportNote = async () => {
    if (!selected) {
      toast.error('No record selected', { description: 'Please select a record first' });
      return;
    }
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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Export to Salesforce</DialogTitle>
          <DialogDescription>
            Attach this analysis, with its quotes from the filing, as a note on a record.
          </DialogDescription>
        </DialogHeader>
        {status.isPending ? (
          <Spinner label="Checking connection" />
        ) : !connected ? (
          <div className="grid gap-3">
            {message ? <p className="text-sm text-destructive">{message.text}</p> : null}
            <p className="text-sm text-muted-foreground">Connect your Salesforce org to export.</p>
            <Button onClick={connect} className="w-fit">
              Connect to Salesforce
            </Button>
          </div>
        ) : (
          <div className="grid gap-3">
            <fieldset className="flex gap-2">
              <legend className="sr-only">Record type</legend>
              {(['Account', 'Lead'] as const).map((option) => (
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
            <form
              className="flex gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                void search();
              }}
            >
              <Input
                aria-label={`Search Salesforce ${type === 'Account' ? 'accounts' : 'leads'}`}
                placeholder={type === 'Account' ? 'Account name' : 'Lead name'}
                value={query}
                onChange={(event) => setQuery(event.target.value)}
              />
              <Button type="submit" variant="outline" disabled={busy !== null || !query.trim()}>
                {busy === 'search' ? 'Searching...' : 'Search'}
              </Button>
            </form>
            {records && records.length === 0 ? (
              <p className="text-sm text-muted-foreground">No records found.</p>
            ) : null}
            {records && records.length > 0 ? (
              <ul className="max-h-[200px] overflow-y-auto rounded border" aria-label="Salesforce records">
                {records.map((record) => (
                  <li key={record.Id}>
                    <button
                      type="button"
                      aria-pressed={selected?.Id === record.Id}
                      onClick={() => setSelected(record)}
                      className={`w-full px-3 py-2 text-left text-sm hover:bg-muted ${
                        selected?.Id === record.Id ? 'bg-muted font-medium' : ''
                      }`}
                    >
                      {describe(record, type)}
                    </button>
                  </li>
                ))}
              </ul>
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
      </DialogContent>
    </Dialog>
  );
}
