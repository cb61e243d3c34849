import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { usePublicConfig } from '@/lib/public-config';
import { cn } from '@/lib/utils';
import { useBillingRedirect } from './use-billing-redirect';

/** 'Upgrade to Pro' → hosted checkout (monthly); 'Processing...' while the server answers; hidden with billing off. */
export function UpgradeButton({ className }: { className?: string }) {
  const { billingEnabled } = usePublicConfig();
  const billing = useBillingRedirect();
  if (!billingEnabled) return null;
  return (
    <div className={cn('grid gap-2', className)}>
      <Button className="w-fit" disabled={billing.busy} onClick={() => void billing.upgrade()}>
        {billing.busy ? 'Processing...' : 'Upgrade to Pro'}
      </Button>
      {billing.error ? (
        <Alert variant="destructive">
          <AlertDescription>{billing.error}</AlertDescription>
        </Alert>
      ) : null}
    </div>
  );
}
