import { Download } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { downloadExport, EXPORT_FAILED, type ExportKind } from '../api/account-data';

/** 'Export my data' on `/account`: a copy of everything 10Kai holds about the user, and their lists for a spreadsheet. */
export function DataExportCard() {
  const [busy, setBusy] = useState<ExportKind | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function download(kind: ExportKind) {
    setBusy(kind);
    setError(null);
    try {
      await downloadExport(kind);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : EXPORT_FAILED);
    } finally {
      setBusy(null);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Download className="size-4" aria-hidden="true" />
          Export Your Data
        </CardTitle>
        <CardDescription>
          Download a copy of everything we hold about you: account and profile, notification and alert
          settings, lists and saved companies, analyses with what you asked, and the names of your API tokens
          and CRM connections (never their secrets). Or just your lists, as a spreadsheet.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {error ? (
          <Alert variant="destructive">
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Button variant="outline" disabled={busy !== null} onClick={() => void download('data')}>
            {busy === 'data' ? 'Preparing...' : 'Export My Data (JSON)'}
          </Button>
          <Button variant="outline" disabled={busy !== null} onClick={() => void download('lists')}>
            {busy === 'lists' ? 'Preparing...' : 'Export Lists (CSV)'}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
