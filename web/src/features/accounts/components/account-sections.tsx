import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { AccountInfo } from '../api/account';

export const NOT_PROVIDED = 'Not provided';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

function UpgradeButton() {
  return (
    <Button asChild className="w-fit">
      <Link to="/pricing">Upgrade to Pro</Link>
    </Button>
  );
}

/**
 * Current plan and status (spec part 2 §2). Online billing arrives with a later issue, so a Pro user sees no
 * renewal date yet and no Manage Subscription button that would lead nowhere.
 */
export function SubscriptionSection({ plan }: { plan: AccountInfo['plan'] }) {
  const pro = plan === 'pro';
  return (
    <Card>
      <CardHeader>
        <CardTitle>Subscription</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid gap-3 sm:grid-cols-3">
          <Field label="Current Plan">{pro ? 'Pro Plan' : 'Free Plan'}</Field>
          <Field label="Status">Active</Field>
          {pro ? <Field label="Renewal Date">N/A</Field> : null}
        </dl>
        {pro ? (
          <p className="text-sm text-muted-foreground">
            Online billing is not available on this server yet; contact sales to change your subscription.
          </p>
        ) : (
          <UpgradeButton />
        )}
      </CardContent>
    </Card>
  );
}

/** Non-Pro users only: the analysis allowance, composed in by the app layer. */
export function AnalysisUsageSection({ usageMeter }: { usageMeter?: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Analysis Usage</CardTitle>
        <CardDescription>Pro users get unlimited analyses and advanced features.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {usageMeter}
        <UpgradeButton />
      </CardContent>
    </Card>
  );
}

export function ProfileInformationSection({ user }: { user: AccountInfo['user'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile Information</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Field label="Email">{user.email}</Field>
          <Field label="Name">{user.name?.trim() || NOT_PROVIDED}</Field>
        </dl>
      </CardContent>
    </Card>
  );
}
