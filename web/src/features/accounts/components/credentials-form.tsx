import { credentialsForm } from '@contract/accounts';
import { ACCOUNT_NAME_MAX, PASSWORD_MIN } from '@contract/fields';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { AuthCallError, authCall, authFailureText } from '../auth/auth-call';
import { authClient } from '../auth/auth-client';

export type AuthMode = 'signin' | 'signup';

/** Every call of the sign-in screen runs under this key, so the page knows when one is under way. */
export const SIGN_IN_MUTATION_KEY = ['auth', 'sign-in'] as const;

export const SIGN_UP_SUCCESS =
  'Account created successfully! Please check your email to verify your account.';

interface Props {
  mode: AuthMode;
  /** A call of the sign-in screen is under way (this form's or another). */
  processing: boolean;
  onError: (message: string | null) => void;
  /** False when the server lets a new account in without a verified address: it is then signed straight in. */
  verificationRequired: boolean;
  /** The account needs its address verified first (or already existed): show the notice for this address. */
  onSignedUp: (email: string) => void;
  onSignedIn: () => void | Promise<void>;
  onTwoFactor: () => void;
  onForgotPassword: (email: string) => void;
  /** The address's domain requires single sign-on (the server refused the password): offer it, with its text. */
  onSsoRequired: (email: string, message: string) => void;
}

export const PASSWORDS_DONT_MATCH = "Passwords don't match";

type Credentials = z.input<typeof credentialsForm>;

const EMPTY: Credentials = { name: '', email: '', password: '', confirmPassword: '' };

/** Better Auth asks for the authenticator code instead of signing in. */
const twoFactorAsked = (data: unknown) =>
  Boolean(data && typeof data === 'object' && 'twoFactorRedirect' in data && data.twoFactorRedirect);

const confirmMismatch = ({ password, confirmPassword }: Credentials) =>
  confirmPassword !== '' && password !== confirmPassword;

export function CredentialsForm(props: Props) {
  const { mode, processing } = props;
  const form = useForm<Credentials, unknown, z.output<typeof credentialsForm>>({
    resolver: zodResolver(credentialsForm),
    defaultValues: EMPTY,
  });
  const errors = form.formState.errors;
  const signingUp = mode === 'signup';
  const values = form.watch();
  const mismatch = signingUp && confirmMismatch(values);
  const passwordsDiffer = signingUp && values.password !== values.confirmPassword;

  // Toggling between sign-in and sign-up clears the error, the fields' ones too.
  const { clearErrors } = form;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the mode changes, by design.
  useEffect(() => clearErrors(), [mode, clearErrors]);

  // A differing confirmation sets the form's error as well as the inline text, as the user types.
  const mismatchShown = useRef(false);
  function followMismatch() {
    if (!signingUp) return;
    const now = confirmMismatch(form.getValues());
    if (now !== mismatchShown.current) props.onError(now ? PASSWORDS_DONT_MATCH : null);
    mismatchShown.current = now;
  }

  const signIn = useMutation({
    mutationKey: SIGN_IN_MUTATION_KEY,
    mutationFn: async ({ email, password, name }: z.output<typeof credentialsForm>) => {
      if (!signingUp) {
        const data = await authCall((fetchOptions) =>
          authClient.signIn.email({ email, password, fetchOptions }),
        );
        if (twoFactorAsked(data)) return props.onTwoFactor();
        return await props.onSignedIn();
      }
      await authCall((fetchOptions) =>
        authClient.signUp.email({
          email,
          password,
          name,
          callbackURL: '/auth/callback?verified=1',
          fetchOptions,
        }),
      );
      // Sign-up answers alike for new and existing addresses; signing in with the same password tells them apart.
      if (!props.verificationRequired) {
        const signedIn = await authClient.signIn.email({ email, password });
        if (!signedIn.error) {
          if (twoFactorAsked(signedIn.data)) return props.onTwoFactor();
          return await props.onSignedIn();
        }
      }
      form.reset(EMPTY);
      props.onSignedUp(email);
    },
    onError: (failure, fields) =>
      failure instanceof AuthCallError && failure.code === 'SSO_REQUIRED'
        ? props.onSsoRequired(fields.email, failure.message)
        : props.onError(authFailureText(failure)),
  });

  const submit = form.handleSubmit((fields) => {
    if (signingUp && fields.password !== fields.confirmPassword) return props.onError(PASSWORDS_DONT_MATCH);
    props.onError(null);
    signIn.mutate(fields);
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      {signingUp ? (
        <Field label="Name (optional)" error={errors.name?.message}>
          {(control) => (
            <Input {...control} autoComplete="name" maxLength={ACCOUNT_NAME_MAX} {...form.register('name')} />
          )}
        </Field>
      ) : null}
      <Field label="Email" error={errors.email?.message}>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            required
            {...form.register('email')}
          />
        )}
      </Field>
      <div className="relative">
        <Field label="Password" error={errors.password?.message}>
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete={signingUp ? 'new-password' : 'current-password'}
              required
              minLength={PASSWORD_MIN}
              {...form.register('password', { onChange: followMismatch })}
            />
          )}
        </Field>
        {signingUp ? null : (
          // Beside the label, outside it: the label names the field and nothing else.
          <button
            type="button"
            className="absolute top-0 right-0 text-sm text-primary hover:underline"
            onClick={() => props.onForgotPassword(form.getValues('email').trim())}
          >
            Forgot password?
          </button>
        )}
      </div>
      {signingUp ? (
        <Field label="Confirm Password" error={mismatch ? 'Passwords do not match' : undefined}>
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete="new-password"
              required
              className={cn(mismatch && 'border-red-500 focus-visible:outline-red-500')}
              {...form.register('confirmPassword', { onChange: followMismatch })}
            />
          )}
        </Field>
      ) : null}
      <Button type="submit" className="w-full" disabled={processing || passwordsDiffer}>
        {processing ? 'Processing...' : signingUp ? 'Create Account' : 'Sign In'}
      </Button>
    </form>
  );
}
