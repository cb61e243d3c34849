import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { Account } from '../api/types';

const NOT_PROVIDED = 'Not provided';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

/** Non-Pro users only: the analysis allowance and the billing feature's upgrade action, composed in by the app layer. */
export function AnalysisUsageSection({
  usageMeter,
  upgradeAction,
}: {
  usageMeter?: ReactNode;
  upgradeAction?: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Analysis Usage</CardTitle>
        <CardDescription>Your analyses this month, and what Pro adds.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {usageMeter}
        {upgradeAction}
      </CardContent>
    </Card>
  );
}

export function ProfileInformationSection({ user }: { user: Account['user'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile Information</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Field label="Email">{user.email}</Field>
          <Field label="Name">{user.name.trim() || NOT_PROVIDED}</Field>
        </dl>
      </CardContent>
    </Card>
  );
}
