import { SALESFORCE_TYPES, salesforceSearchText } from '@contract/crm';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { crmApi, crmKeys, type SalesforceRecord, type SalesforceType } from '../api/crm-api';
import { CrmExportDialog, type ExportMessage } from './crm-export-dialog';
import { type ExportDialogProps, hasSelection, PickList, SearchBox } from './export-dialog-parts';

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
  const [type, setType] = useState<SalesforceType>('Account');
  const [records, setRecords] = useState<SalesforceRecord[] | null>(null);
  const [selected, setSelected] = useState<SalesforceRecord | null>(null);
  const [message, setMessage] = useState<ExportMessage | null>(null);

  const close = useRef(onOpenChange);
  close.current = onOpenChange;

  // A closed dialog starts afresh.
  useEffect(() => {
    if (open) return;
    setMessage(null);
    setRecords(null);
    setSelected(null);
  }, [open]);

  useEffect(() => {
    if (message?.kind !== 'ok') return;
    const timer = setTimeout(() => close.current(false), CLOSE_AFTER_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [message]);

  /** The server's code for a revoked or expired connection: the connection state resets. */
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

  const search = useMutation({
    mutationFn: (query: string) => crmApi.searchSalesforce(query, type),
    onMutate: () => {
      setSelected(null);
      setMessage(null);
    },
    onSuccess: ({ records: found }) => setRecords(found),
    onError: (error) => {
      if (!authLost(error)) toast.error('Search Failed', { description: 'Failed to search Salesforce' });
    },
  });

  const exportNote = useMutation({
    mutationFn: (record: SalesforceRecord) => crmApi.createSalesforceNote(record.Id, analysisId),
    onSuccess: (_created, record) => {
      setMessage({ kind: 'ok', text: `Analysis added to ${record.Name ?? 'the record'} in Salesforce` });
      toast.success('Export successful', { description: 'The analysis was added to Salesforce' });
    },
    onError: (error) => {
      if (authLost(error)) return;
      setMessage({ kind: 'error', text: 'Failed to export to Salesforce' });
      toast.error('Export failed', { description: 'Failed to export to Salesforce' });
    },
  });
  const busy = search.isPending || exportNote.isPending;

  return (
    <CrmExportDialog
      provider="salesforce"
      analysisId={analysisId}
      open={open}
      onOpenChange={onOpenChange}
      description="Attach this analysis, with its quotes from the filing, as a note on a record."
      prompt={{
        error: message?.text,
        text: 'Connect your Salesforce org to export.',
        label: 'Connect to Salesforce',
        failure: 'Failed to start Salesforce authentication',
      }}
      message={message}
      exportButton={{
        label: exportNote.isPending ? 'Exporting...' : 'Export',
        disabled: busy,
        onClick: () => {
          if (hasSelection(selected)) exportNote.mutate(selected);
        },
      }}
    >
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
        onSearch={(query) => search.mutate(query)}
        onInvalid={() => toast.error('Search Failed', { description: 'Failed to search Salesforce' })}
        searching={search.isPending}
        disabled={busy}
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
    </CrmExportDialog>
  );
}
