import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { authClient, authErrorMessage, retryAfterProbe } from '../auth/auth-client';
import { emailError, passwordError } from '../auth/validation';

export type AuthMode = 'signin' | 'signup';

export const SIGN_UP_SUCCESS =
  'Account created successfully! Please check your email to verify your account.';

interface Props {
  mode: AuthMode;
  processing: boolean;
  setProcessing: (processing: boolean) => void;
  onError: (message: string | null) => void;
  /** False when the server lets a new account in without a verified address: it is then signed straight in. */
  verificationRequired: boolean;
  /** The account needs its address verified first (or already existed): show the notice for this address. */
  onSignedUp: (email: string) => void;
  onSignedIn: () => void | Promise<void>;
  onTwoFactor: () => void;
  onForgotPassword: (email: string) => void;
}

export const PASSWORDS_DONT_MATCH = "Passwords don't match";

const EMPTY = { name: '', email: '', password: '', confirmPassword: '' };

const confirmMismatch = (fields: typeof EMPTY) =>
  fields.confirmPassword !== '' && fields.password !== fields.confirmPassword;

export function CredentialsForm(props: Props) {
  const { mode, processing } = props;
  const [fields, setFields] = useState(EMPTY);
  const signingUp = mode === 'signup';
  const mismatch = signingUp && confirmMismatch(fields);
  const passwordsDiffer = signingUp && fields.password !== fields.confirmPassword;

  // Spec part 1 §5: a differing confirmation sets the form's error as well as the inline text.
  const set = (key: keyof typeof EMPTY) => (event: { target: { value: string } }) => {
    const next = { ...fields, [key]: event.target.value };
    setFields(next);
    if (!signingUp) return;
    const was = confirmMismatch(fields);
    const now = confirmMismatch(next);
    if (now && !was) props.onError(PASSWORDS_DONT_MATCH);
    if (was && !now) props.onError(null);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = emailError(fields.email) ?? passwordError(fields.password);
    if (invalid) return props.onError(invalid);
    if (signingUp && fields.password !== fields.confirmPassword) return props.onError(PASSWORDS_DONT_MATCH);

    props.onError(null);
    props.setProcessing(true);
    try {
      const email = fields.email.trim();
      const retry = retryAfterProbe();
      if (signingUp) {
        const { error } = await authClient.signUp.email({
          email,
          password: fields.password,
          name: fields.name.trim(),
          callbackURL: '/auth/callback?verified=1',
          fetchOptions: retry.fetchOptions,
        });
        if (error) return props.onError(authErrorMessage(error, retry.seconds));
        // Sign-up answers alike for new and existing addresses; signing in with the same password tells them apart.
        if (!props.verificationRequired) {
          const signedIn = await authClient.signIn.email({ email, password: fields.password });
          if (!signedIn.error) {
            if (signedIn.data && 'twoFactorRedirect' in signedIn.data && signedIn.data.twoFactorRedirect) {
              return props.onTwoFactor();
            }
            return await props.onSignedIn();
          }
        }
        setFields(EMPTY);
        props.onSignedUp(email);
        return;
      }
      const { data, error } = await authClient.signIn.email({
        email,
        password: fields.password,
        fetchOptions: retry.fetchOptions,
      });
      if (error) return props.onError(authErrorMessage(error, retry.seconds));
      if (data && 'twoFactorRedirect' in data && data.twoFactorRedirect) return props.onTwoFactor();
      await props.onSignedIn();
    } catch {
      props.onError(authErrorMessage(null));
    } finally {
      props.setProcessing(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      {signingUp ? (
        <div className="grid gap-2">
          <Label htmlFor="auth-name">Name (optional)</Label>
          <Input
            id="auth-name"
            autoComplete="name"
            value={fields.name}
            onChange={set('name')}
            maxLength={100}
          />
        </div>
      ) : null}
      <div className="grid gap-2">
        <Label htmlFor="auth-email">Email</Label>
        <Input
          id="auth-email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          required
          value={fields.email}
          onChange={set('email')}
        />
      </div>
      <div className="grid gap-2">
        <div className="flex items-center justify-between">
          <Label htmlFor="auth-password">Password</Label>
          {signingUp ? null : (
            <button
              type="button"
              className="text-sm text-primary hover:underline"
              onClick={() => props.onForgotPassword(fields.email.trim())}
            >
              Forgot password?
            </button>
          )}
        </div>
        <Input
          id="auth-password"
          type="password"
          autoComplete={signingUp ? 'new-password' : 'current-password'}
          required
          minLength={6}
          value={fields.password}
          onChange={set('password')}
        />
      </div>
      {signingUp ? (
        <div className="grid gap-2">
          <Label htmlFor="auth-confirm-password">Confirm Password</Label>
          <Input
            id="auth-confirm-password"
            type="password"
            autoComplete="new-password"
            required
            aria-invalid={mismatch}
            aria-describedby={mismatch ? 'auth-confirm-error' : undefined}
            className={cn(mismatch && 'border-red-500 focus-visible:outline-red-500')}
            value={fields.confirmPassword}
            onChange={set('confirmPassword')}
          />
          {mismatch ? (
            <p id="auth-confirm-error" className="text-sm text-red-600">
              Passwords do not match
            </p>
          ) : null}
        </div>
      ) : null}
      <Button type="submit" className="w-full" disabled={processing || passwordsDiffer}>
        {processing ? 'Processing...' : signingUp ? 'Create Account' : 'Sign In'}
      </Button>
    </form>
  );
}
