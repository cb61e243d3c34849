import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { usePageMeta } from '@/lib/page-meta';
import { useAccount } from '../api/account';
import { useAuth } from '../auth/use-auth';
import { AnalysisUsageSection, ProfileInformationSection } from './account-sections';
import { ApiTokensSection } from './api-tokens-section';
import { DataExportCard } from './data-export-card';
import { DeleteAccountCard } from './delete-account-card';

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

interface AccountSettingsProps {
  /** The billing feature's Subscription section. */
  subscription?: ReactNode;
  /** The analysis feature's usage meter. */
  usageMeter?: ReactNode;
  /** The billing feature's 'Upgrade to Pro' action under the usage meter. */
  upgradeAction?: ReactNode;
  /** The CRM feature's Connections section, given the account's plan. */
  connections?: (plan: 'free' | 'pro') => ReactNode;
}

/**
 * The 'Account Settings' page. It guards itself so a signed-out visitor returns here after
 * signing in (`/login?redirect=account`). Other features' sections are passed in by the app layer.
 */
export function AccountSettings({
  subscription,
  usageMeter,
  upgradeAction,
  connections,
}: AccountSettingsProps) {
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
        {subscription}
        {plan === 'pro' ? null : (
          <AnalysisUsageSection usageMeter={usageMeter} upgradeAction={upgradeAction} />
        )}
        <ProfileInformationSection user={user} />
        <ApiTokensSection />
        {connections?.(plan)}
        <DataExportCard />
        <DeleteAccountCard />
      </>
    );
  }

  return (
    // The app shell around it gives the page its title, navigation and <main>.
    <div className="mx-auto grid w-full max-w-3xl gap-6 [overflow-wrap:anywhere]">{body}</div>
  );
}
