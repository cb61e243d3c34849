import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { downloadExport } from '../api/account-data';

/** 'Export my data' on `/account`: a copy of everything 10Kai holds about the user, and their lists for a spreadsheet. */
export function DataExportCard() {
  const download = useMutation({ mutationFn: downloadExport });
  const busy = download.isPending ? download.variables : null;
  const error = download.error?.message ?? null;

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
          <Button variant="outline" disabled={busy !== null} onClick={() => download.mutate('data')}>
            {busy === 'data' ? 'Preparing...' : 'Export My Data (JSON)'}
          </Button>
          <Button variant="outline" disabled={busy !== null} onClick={() => download.mutate('lists')}>
            {busy === 'lists' ? 'Preparing...' : 'Export Lists (CSV)'}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
