import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { redirectTarget } from '../auth/redirect-target';
import { useAuth } from '../auth/use-auth';
import { AuthLayout } from '../components/auth-layout';

/** Better Auth's error codes in the return URL, in words a user can act on. */
const ERROR_TEXT: Record<string, string> = {
  invalid_token: 'This link is invalid or has expired. Please ask for a new one.',
  token_expired: 'This link has expired. Please ask for a new one.',
  state_mismatch: 'The sign-in request could not be verified. Please try again.',
  please_restart_the_process: 'The sign-in request could not be verified. Please try again.',
  access_denied: 'Access was denied by the provider.',
  account_not_linked: 'An account with this e-mail already exists. Sign in with your password first.',
  email_not_found: 'The provider did not share an e-mail address.',
};

function describeError(code: string, description: string | null): string {
  return ERROR_TEXT[code.toLowerCase()] ?? description ?? code.replaceAll('_', ' ');
}

const VERIFIED_NOTICE = 'Your email address is verified. You can sign in now.';

/** Return address for social sign-in and e-mail confirmation. */
export default function AuthCallbackPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { user, refresh } = useAuth();
  const errorCode = searchParams.get('error');
  const [checked, setChecked] = useState<'pending' | 'done'>('pending');

  useEffect(() => {
    if (errorCode) return;
    let cancelled = false;
    // The session cookie was set by the redirect that brought us here: ask the server afresh.
    refresh()
      .catch(() => undefined)
      .finally(() => {
        if (!cancelled) setChecked('done');
      });
    return () => {
      cancelled = true;
    };
  }, [errorCode, refresh]);

  useEffect(() => {
    if (errorCode || checked !== 'done') return;
    if (user) {
      navigate(redirectTarget(searchParams.get('redirect')), { replace: true });
    } else {
      const notice = searchParams.get('verified') ? VERIFIED_NOTICE : undefined;
      navigate('/login', { replace: true, state: notice ? { notice } : undefined });
    }
  }, [checked, errorCode, user, navigate, searchParams]);

  if (errorCode) {
    return (
      <AuthLayout title="Authentication Error">
        <div className="grid gap-4 text-center">
          <p className="text-sm text-red-600">
            {describeError(errorCode, searchParams.get('error_description'))}
          </p>
          <Button onClick={() => navigate('/login', { replace: true })}>Back to Login</Button>
        </div>
      </AuthLayout>
    );
  }

  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4">
      <Spinner className="size-8" label="Completing authentication" />
      <p className="text-muted-foreground">Completing authentication...</p>
    </main>
  );
}
