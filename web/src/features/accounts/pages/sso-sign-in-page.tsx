import { type FormEvent, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PageSpinner } from '@/components/ui/spinner';
import { usePageMeta } from '@/lib/page-meta';
import { useStartSso } from '../api/sso-sign-in';
import { redirectTarget } from '../auth/redirect-target';
import { useAuth } from '../auth/use-auth';
import { AuthLayout } from '../components/auth-layout';

/**
 * `/login/sso`: sign in through the company's identity provider. The work e-mail address picks the team's
 * connection; `?email=` prefills it (the password form sends people here when their domain requires it).
 */
export default function SsoSignInPage() {
  usePageMeta('Sign in with SSO');
  const { user, loading } = useAuth();
  const [search] = useSearchParams();
  const redirect = search.get('redirect');
  const [email, setEmail] = useState(search.get('email') ?? '');
  const start = useStartSso();
  if (loading) return <PageSpinner />;
  if (user) return <Navigate to={redirectTarget(redirect)} replace />;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    start.mutate({ email: email.trim(), redirectTo: redirectTarget(redirect) });
  };
  // Between a success and the browser leaving for the provider, the button stays busy.
  const busy = start.isPending || start.isSuccess;
  return (
    <AuthLayout title="Sign in with SSO" description="Use your company's single sign-on">
      <form onSubmit={submit} className="grid gap-4">
        {start.error && (
          <Alert variant="destructive">
            <AlertDescription>{start.error.message}</AlertDescription>
          </Alert>
        )}
        <div className="grid gap-2">
          <Label htmlFor="sso-email">Work e-mail</Label>
          <Input
            id="sso-email"
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <Button type="submit" className="w-full" disabled={busy || email.trim() === ''}>
          {busy ? 'Opening your identity provider…' : 'Continue'}
        </Button>
        <p className="text-center text-sm text-muted-foreground">
          <Link
            to={redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login'}
            className="text-primary hover:underline"
          >
            Sign in with a password instead
          </Link>
        </p>
      </form>
    </AuthLayout>
  );
}
