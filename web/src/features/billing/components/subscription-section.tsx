import type { ReactNode } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { usePublicConfig } from '@/lib/public-config';
import { useSubscription } from '../api/get-subscription';
import { renewalText, statusLabel } from '../lib/subscription-text';
import { PastDueBanner } from './past-due-banner';
import { useBillingRedirect } from './use-billing-redirect';
import { usePlanSync } from './use-plan-sync';

export const ACCOUNT_LOAD_FAILED = 'Failed to load your account information. Please try again later.';
export const BILLING_OFF = 'Online billing is off on this server, so plans cannot be changed here.';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

/**
 * The account page's Subscription section: plan, Stripe's status, renewal or scheduled
 * cancellation, and the one action that fits — Manage Subscription (portal) for Pro, Upgrade to Pro (checkout).
 */
export function SubscriptionSection() {
  const subscription = useSubscription();
  const { billingEnabled } = usePublicConfig();
  const billing = useBillingRedirect();
  usePlanSync(subscription.data);

  let body: ReactNode;
  if (subscription.isError) {
    body = <p className="text-sm text-destructive">{ACCOUNT_LOAD_FAILED}</p>;
  } else if (!subscription.data) {
    body = <Skeleton className="h-16 w-full" />;
  } else {
    const data = subscription.data;
    const pro = data.plan === 'pro';
    body = (
      <>
        {data.payment_past_due && billingEnabled ? (
          <PastDueBanner busy={billing.busy} onOpenPortal={() => void billing.openPortal()} />
        ) : null}
        <dl className="grid gap-3 sm:grid-cols-3">
          <Field label="Current Plan">{pro ? 'Pro Plan' : 'Free Plan'}</Field>
          <Field label="Status">{statusLabel(data.status)}</Field>
          {pro ? <Field label="Renewal Date">{renewalText(data)}</Field> : null}
        </dl>
        {billingEnabled ? (
          <Button
            className="w-fit"
            variant={pro ? 'outline' : 'default'}
            disabled={billing.busy}
            onClick={() => void (pro ? billing.openPortal() : billing.upgrade())}
          >
            {billing.busy ? 'Processing...' : pro ? 'Manage Subscription' : 'Upgrade to Pro'}
          </Button>
        ) : (
          <Alert variant="info" role="status">
            <AlertDescription>{BILLING_OFF}</AlertDescription>
          </Alert>
        )}
        {billing.error ? (
          <Alert variant="destructive">
            <AlertDescription>{billing.error}</AlertDescription>
          </Alert>
        ) : null}
      </>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Subscription</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">{body}</CardContent>
    </Card>
  );
}
