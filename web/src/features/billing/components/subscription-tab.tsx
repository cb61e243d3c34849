import { FREE_MONTHLY_ANALYSES, FREE_SAVED_COMPANY_LIMIT, PRO_MONTHLY_PRICE } from '@contract/plans';
import { PRO_BENEFITS } from '@contract/pro-benefits';
import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { usePublicConfig } from '@/lib/public-config';
import { cn } from '@/lib/utils';
import { useSubscription } from '../api/get-subscription';
import { renewalText } from '../lib/subscription-text';
import { PastDueBanner } from './past-due-banner';
import { BILLING_OFF } from './subscription-section';
import { useBillingRedirect } from './use-billing-redirect';
import { usePlanSync } from './use-plan-sync';

interface PlanCard {
  id: 'free' | 'pro' | 'enterprise';
  name: string;
  price: string;
  features: string[];
}

const PLANS: PlanCard[] = [
  {
    id: 'free',
    name: 'Free Tier',
    price: '$0',
    features: [
      `Up to ${FREE_SAVED_COMPANY_LIMIT} saved companies`,
      `${FREE_MONTHLY_ANALYSES} analyses a month`,
      'Single user account',
    ],
  },
  {
    id: 'pro',
    name: 'Pro Plan',
    price: `$${PRO_MONTHLY_PRICE.toFixed(2)}/month`,
    features: [...PRO_BENEFITS],
  },
  {
    id: 'enterprise',
    name: 'Enterprise Plan',
    price: 'Custom',
    features: [
      'Everything in Pro',
      'Up to 1,000 team members',
      'Team admin dashboard',
      'Single sign-on (OpenID Connect)',
    ],
  },
];

/** Settings → Subscription: Upgrade to Pro → checkout; Cancel Subscription → billing portal. */
export function SubscriptionTab() {
  const subscription = useSubscription();
  usePlanSync(subscription.data);
  const plan = subscription.data?.plan ?? 'free';
  const { billingEnabled } = usePublicConfig();
  const billing = useBillingRedirect();
  const canceling = subscription.data?.cancel_at_period_end === true;

  return (
    <div className="grid gap-4">
      {subscription.data?.payment_past_due && billingEnabled ? (
        <PastDueBanner busy={billing.busy} onOpenPortal={() => void billing.openPortal()} />
      ) : null}
      {billing.error ? (
        <Alert variant="destructive">
          <AlertDescription>{billing.error}</AlertDescription>
        </Alert>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-3">
        {PLANS.map((card) => {
          const current = card.id === plan;
          return (
            <Card key={card.id} className={cn(current && 'border-primary ring-1 ring-primary')}>
              <CardHeader>
                <CardTitle className="flex items-center gap-2 text-base">
                  {card.name}
                  {current ? <Badge>Current plan</Badge> : null}
                </CardTitle>
                <CardDescription className="text-lg font-semibold text-foreground">
                  {card.price}
                </CardDescription>
              </CardHeader>
              <CardContent className="flex-1">
                <ul className="grid gap-2 text-sm">
                  {card.features.map((feature) => (
                    <li key={feature} className="flex items-start gap-2">
                      <Check className="mt-0.5 size-4 text-green-600" aria-hidden="true" />
                      {feature}
                    </li>
                  ))}
                </ul>
              </CardContent>
              <CardFooter>
                {card.id === 'free' ? (
                  plan === 'free' && billingEnabled ? (
                    <Button className="w-full" disabled={billing.busy} onClick={() => void billing.upgrade()}>
                      {billing.busy ? 'Processing...' : 'Upgrade to Pro'}
                    </Button>
                  ) : null
                ) : (
                  <Button asChild variant="outline" className="w-full">
                    <Link to="/contact-sales?topic=plans">Contact Sales</Link>
                  </Button>
                )}
              </CardFooter>
            </Card>
          );
        })}
      </div>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Cancel Subscription</CardTitle>
          <CardDescription>
            If you cancel, your access continues until the end of the current billing period.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          {plan === 'pro' && canceling && subscription.data ? (
            <p className="text-sm font-medium">{renewalText(subscription.data)}</p>
          ) : null}
          {!billingEnabled ? (
            <Alert variant="info" role="status">
              <AlertDescription>{BILLING_OFF}</AlertDescription>
            </Alert>
          ) : plan === 'pro' ? (
            <Button
              variant="outline"
              className="w-fit"
              disabled={billing.busy}
              onClick={() => void billing.openPortal()}
            >
              {billing.busy ? 'Processing...' : canceling ? 'Manage Subscription' : 'Cancel Subscription'}
            </Button>
          ) : (
            <Alert variant="info" role="status">
              <AlertDescription>You have no paid subscription to cancel.</AlertDescription>
            </Alert>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
