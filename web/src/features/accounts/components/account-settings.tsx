import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ConnectionsSection } from '@/features/crm/components/connections-section';
import { usePageMeta } from '@/lib/page-meta';
import { useAccount } from '../api/account';
import { useAuth } from '../auth/use-auth';
import { AnalysisUsageSection, ProfileInformationSection, SubscriptionSection } from './account-sections';

export const ACCOUNT_LOAD_FAILED = 'Failed to load your account information. Please try again later.';

function Loading() {
  return (
    <div className="flex items-center gap-3 py-12 text-muted-foreground">
      <Spinner className="size-5" label="Loading" />
      Loading account information...
    </div>
  );
}

function LoadError() {
  return (
    <Alert variant="destructive">
      <AlertTitle>Error</AlertTitle>
      <AlertDescription>
        <p>{ACCOUNT_LOAD_FAILED}</p>
        <Button variant="outline" size="sm" onClick={() => window.location.reload()}>
          Try Again
        </Button>
      </AlertDescription>
    </Alert>
  );
}

/**
 * The 'Account Settings' page (spec part 2 §2). It guards itself so a signed-out visitor returns here after
 * signing in (`/login?redirect=account`). The usage meter belongs to the analysis feature: the app layer passes it.
 */
export function AccountSettings({ usageMeter }: { usageMeter?: ReactNode }) {
  usePageMeta('Account Settings');
  const auth = useAuth();
  const signedIn = !auth.loading && auth.user !== null;
  const account = useAccount({ enabled: signedIn });

  if (!auth.loading && !auth.user && !auth.error) return <Navigate to="/login?redirect=account" replace />;

  let body: ReactNode;
  if (auth.error || account.isError) body = <LoadError />;
  else if (!account.data) body = <Loading />;
  else {
    const { user, plan } = account.data;
    body = (
      <>
        <SubscriptionSection plan={plan} />
        {plan === 'pro' ? null : <AnalysisUsageSection usageMeter={usageMeter} />}
        <ProfileInformationSection user={user} />
        <ConnectionsSection plan={plan} />
      </>
    );
  }

  return (
    <main className="mx-auto grid max-w-3xl gap-6 px-4 py-8">
      <div className="flex items-center gap-3">
        <Button asChild variant="ghost" size="sm">
          <Link to="/dashboard">
            <ArrowLeft aria-hidden="true" />
            Dashboard
          </Link>
        </Button>
        <h1 className="text-2xl font-bold">Account Settings</h1>
      </div>
      {body}
    </main>
  );
}
