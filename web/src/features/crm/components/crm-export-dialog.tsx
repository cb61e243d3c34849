import type { ReactNode } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { CRM_NAMES, type CrmProvider, connectCrm, useCrmStatus } from '../api/crm-api';
import { exportReturnPath } from '../api/resume-export';
import type { ExportDialogProps } from './export-dialog-parts';

/** A line under the form: the export's success, or why it failed. */
export interface ExportMessage {
  kind: 'ok' | 'error';
  text: string;
}

interface CrmExportDialogProps extends ExportDialogProps {
  provider: CrmProvider;
  description: string;
  /** What the connect prompt says, and the toast when leaving for the consent screen failed. */
  prompt: { text: string; label: string; error?: string | null; failure: string };
  /** Show the connect prompt although the status says connected (the provider refused the connection since). */
  reconnect?: boolean;
  /** The record picker: search box, what it found. */
  children: ReactNode;
  /** Between the picker and the Export button (a progress bar). */
  progress?: ReactNode;
  message: ExportMessage | null;
  exportButton: { label: string; disabled: boolean; onClick: () => void };
}

/**
 * Both export dialogs' skeleton: the provider's status decides between a spinner, "not available on this server",
 * the connect prompt (its consent screen comes back to this dialog for this analysis) and the export form.
 */
export function CrmExportDialog({
  provider,
  analysisId,
  open,
  onOpenChange,
  description,
  prompt,
  reconnect = false,
  children,
  progress,
  message,
  exportButton,
}: CrmExportDialogProps) {
  const status = useCrmStatus(provider, open);
  const name = CRM_NAMES[provider];

  const connect = () =>
    connectCrm(provider, exportReturnPath({ provider, analysisId })).catch(() =>
      toast.error('Connection Failed', { description: prompt.failure }),
    );

  const body = () => {
    if (status.isPending) return <Spinner label="Checking connection" />;
    // The server has no keys for this CRM: nothing to connect to, and no failure.
    if (status.data?.configured === false) {
      return (
        <p className="text-sm text-muted-foreground">Export to {name} is not available on this server.</p>
      );
    }
    if (status.data?.connected !== true || reconnect) {
      return (
        <div className="grid gap-3">
          {prompt.error ? <p className="text-sm text-destructive">{prompt.error}</p> : null}
          <p className="text-sm text-muted-foreground">{prompt.text}</p>
          <Button onClick={() => void connect()} className="w-fit">
            {prompt.label}
          </Button>
        </div>
      );
    }
    return (
      <div className="grid gap-3">
        {children}
        {progress}
        {message ? (
          <Alert variant={message.kind === 'ok' ? 'default' : 'destructive'}>
            <AlertDescription>{message.text}</AlertDescription>
          </Alert>
        ) : null}
        <Button onClick={exportButton.onClick} disabled={exportButton.disabled} className="w-fit">
          {exportButton.label}
        </Button>
      </div>
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Export to {name}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {body()}
      </DialogContent>
    </Dialog>
  );
}
