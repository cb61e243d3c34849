import { AlertTriangle } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** past_due keeps Pro while Stripe retries the card; this asks the user to fix the card before it runs out. */
export function PastDueBanner({ busy, onOpenPortal }: { busy: boolean; onOpenPortal: () => void }) {
  return (
    <Alert variant="warning">
      <AlertTriangle aria-hidden="true" />
      <AlertTitle>Your last payment failed</AlertTitle>
      <AlertDescription>
        <p>
          You keep Pro while we retry. Update your payment method in the billing portal to avoid losing it.
        </p>
        <Button size="sm" variant="outline" disabled={busy} onClick={onOpenPortal}>
          {busy ? 'Processing...' : 'Update payment method'}
        </Button>
      </AlertDescription>
    </Alert>
  );
}
