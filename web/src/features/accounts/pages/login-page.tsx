import { useIsMutating, useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { PageSpinner } from '@/components/ui/spinner';
import { useAuthConfig } from '../api/providers';
import { authCall, authFailureText } from '../auth/auth-call';
import { authClient } from '../auth/auth-client';
import { redirectTarget } from '../auth/redirect-target';
import { ssoErrorText, ssoSignInPath } from '../auth/single-sign-on';
import { useAuth } from '../auth/use-auth';
import { AuthLayout } from '../components/auth-layout';
import {
  type AuthMode,
  CredentialsForm,
  SIGN_IN_MUTATION_KEY,
  SIGN_UP_SUCCESS,
} from '../components/credentials-form';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { SocialSignIn } from '../components/social-sign-in';
import { TotpChallenge } from '../components/totp-challenge';

const COPY: Record<AuthMode, { title: string; subtitle: string }> = {
  signin: { title: 'Welcome Back', subtitle: 'Sign in to access your dashboard' },
  signup: { title: 'Create an Account', subtitle: 'Sign up to start tracking your prospects' },
};

type Step = 'credentials' | 'totp' | 'forgot';

export const VERIFICATION_RESENT = 'We have sent a new verification link. Please check your email.';

function noticeFrom(state: unknown): string | null {
  if (state && typeof state === 'object' && 'notice' in state && typeof state.notice === 'string') {
    return state.notice;
  }
  return null;
}

export default function LoginPage() {
  const { user, loading, refresh } = useAuth();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const redirect = searchParams.get('redirect');
  const [mode, setMode] = useState<AuthMode>('signin');
  const [step, setStep] = useState<Step>('credentials');
  const [forgotEmail, setForgotEmail] = useState('');
  // Back from a single sign-on that did not end in a session, the server's callback names why.
  const [error, setError] = useState<string | null>(() => ssoErrorText(searchParams.get('sso_error')));
  // The address whose domain requires single sign-on, while the error offers to continue with it.
  const [ssoEmail, setSsoEmail] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(noticeFrom(location.state));
  // The address just signed up with, while its 'check your email' notice shows (it offers to resend the link).
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const authConfig = useAuthConfig();
  const resend = useMutation({
    mutationKey: SIGN_IN_MUTATION_KEY,
    mutationFn: (email: string) =>
      authCall((fetchOptions) =>
        authClient.sendVerificationEmail({ email, callbackURL: '/auth/callback?verified=1', fetchOptions }),
      ),
    onSuccess: () => setSuccess(VERIFICATION_RESENT),
    onError: (failure) => setError(authFailureText(failure)),
  });
  const processing = useIsMutating({ mutationKey: SIGN_IN_MUTATION_KEY }) > 0;

  if (loading) return <PageSpinner />;
  if (user) return <Navigate to={redirectTarget(redirect)} replace />;

  function toggleMode() {
    setMode((current) => (current === 'signin' ? 'signup' : 'signin'));
    setError(null);
    setSsoEmail(null);
    setSuccess(null);
    setUnverifiedEmail(null);
  }

  if (step === 'totp') {
    return (
      <AuthLayout title="Two-Factor Authentication" description="One more step to sign in">
        <TotpChallenge onVerified={refresh} onCancel={() => setStep('credentials')} />
      </AuthLayout>
    );
  }

  if (step === 'forgot') {
    return (
      <AuthLayout title="Reset your password" description="We will e-mail you a reset link">
        <ForgotPasswordForm initialEmail={forgotEmail} onBack={() => setStep('credentials')} />
      </AuthLayout>
    );
  }

  const copy = COPY[mode];
  return (
    <AuthLayout title={copy.title} description={copy.subtitle}>
      <div className="grid gap-5">
        {error ? (
          <Alert variant="destructive">
            <AlertDescription>
              <p>{error}</p>
              {ssoEmail ? (
                <Link
                  to={ssoSignInPath(ssoEmail, redirect)}
                  className={buttonVariants({ size: 'sm', className: 'mt-2' })}
                >
                  Continue with single sign-on
                </Link>
              ) : null}
            </AlertDescription>
          </Alert>
        ) : null}
        {success ? (
          <Alert variant="success" role="status">
            <AlertDescription>
              <p>{success}</p>
              {unverifiedEmail ? (
                <Button
                  variant="link"
                  className="h-auto p-0"
                  disabled={processing}
                  onClick={() => unverifiedEmail && resend.mutate(unverifiedEmail)}
                >
                  Resend verification email
                </Button>
              ) : null}
            </AlertDescription>
          </Alert>
        ) : null}
        <SocialSignIn redirect={redirect} disabled={processing} onError={setError} />
        <CredentialsForm
          verificationRequired={authConfig.data?.emailVerificationRequired ?? true}
          mode={mode}
          processing={processing}
          onError={(message) => {
            setError(message);
            setSsoEmail(null);
            if (message) {
              setSuccess(null);
              setUnverifiedEmail(null);
            }
          }}
          onSignedUp={(email) => {
            setUnverifiedEmail(email);
            setSuccess(SIGN_UP_SUCCESS);
          }}
          onSignedIn={refresh}
          onTwoFactor={() => setStep('totp')}
          onSsoRequired={(email, message) => {
            setError(message);
            setSsoEmail(email);
            setSuccess(null);
            setUnverifiedEmail(null);
          }}
          onForgotPassword={(email) => {
            setForgotEmail(email);
            setError(null);
            setStep('forgot');
          }}
        />
        <p className="text-center text-sm">
          <Link to={ssoSignInPath(null, redirect)} className="font-medium text-primary hover:underline">
            Sign in with SSO
          </Link>
        </p>
        <p className="text-center text-sm text-muted-foreground">
          {mode === 'signin' ? "Don't have an account? " : 'Already have an account? '}
          <button type="button" className="font-medium text-primary hover:underline" onClick={toggleMode}>
            {mode === 'signin' ? 'Sign up' : 'Sign in'}
          </button>
        </p>
        <p className="text-center text-xs text-muted-foreground">
          By continuing, you agree to our{' '}
          <Link to="/terms" className="underline">
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link to="/privacy" className="underline">
            Privacy Policy
          </Link>
          .
        </p>
      </div>
    </AuthLayout>
  );
}
