import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { usePublicConfig } from '@/lib/public-config';
import { cn } from '@/lib/utils';
import { useAuth } from '../auth/use-auth';

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
    features: ['Up to 5 saved companies', 'Basic SEC filing analysis', 'Single user account'],
  },
  {
    id: 'pro',
    name: 'Pro Plan',
    price: '$9.99/month',
    features: [
      'Unlimited saved companies',
      'Advanced analysis with technology focus',
      'Custom company lists',
    ],
  },
  {
    id: 'enterprise',
    name: 'Enterprise Plan',
    price: 'Coming Soon',
    features: [
      'Everything in Pro',
      'Unlimited team members',
      'Team admin dashboard',
      'Custom reporting and analytics',
    ],
  },
];

export function SubscriptionTab() {
  const { plan } = useAuth();
  const { salesEmail, billingEnabled } = usePublicConfig();
  const contactSales = `mailto:${salesEmail}?subject=${encodeURIComponent('10Kai plans')}`;

  return (
    <div className="grid gap-4">
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
                  plan === 'free' ? (
                    <Button asChild className="w-full">
                      <Link to="/pricing">Upgrade to Pro</Link>
                    </Button>
                  ) : null
                ) : (
                  <Button asChild variant="outline" className="w-full">
                    <a href={contactSales}>Contact Sales</a>
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
          {plan === 'pro' && billingEnabled ? (
            <Button asChild variant="outline" className="w-fit">
              <Link to="/account">Manage subscription</Link>
            </Button>
          ) : (
            <Alert variant="info">
              <AlertDescription>
                {plan === 'pro'
                  ? 'Online billing is not available on this server yet; contact sales to change your subscription.'
                  : 'You have no paid subscription to cancel.'}
              </AlertDescription>
            </Alert>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
