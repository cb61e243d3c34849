import { totpForm } from '@contract/accounts';
import { TOTP_CODE_LENGTH } from '@contract/fields';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { authClient, authErrorMessage, retryAfterProbe } from '../auth/auth-client';
import { TotpCodeInput } from './totp-code-input';

/** The second sign-in step for a user with two-factor authentication: a code from the authenticator app. */
export function TotpChallenge({
  onVerified,
  onCancel,
}: {
  onVerified: () => Promise<void>;
  onCancel: () => void;
}) {
  const form = useForm<z.input<typeof totpForm>, unknown, z.output<typeof totpForm>>({
    resolver: zodResolver(totpForm),
    defaultValues: { code: '' },
  });
  const [error, setError] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);
  const complete = form.watch('code').length === TOTP_CODE_LENGTH;

  const submit = form.handleSubmit(async ({ code }) => {
    setProcessing(true);
    setError(null);
    try {
      const retry = retryAfterProbe();
      const { error: verifyError } = await authClient.twoFactor.verifyTotp({
        code,
        fetchOptions: retry.fetchOptions,
      });
      if (verifyError) {
        setError(authErrorMessage(verifyError, retry.seconds));
        form.reset();
        return;
      }
      await onVerified();
    } catch {
      setError(authErrorMessage(null));
    } finally {
      setProcessing(false);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        Two-factor authentication is on for this account. Enter the {TOTP_CODE_LENGTH}-digit code from your
        authenticator app.
      </p>
      {error ? (
        <Alert variant="destructive">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      ) : null}
      <Field label="Authentication code" error={form.formState.errors.code?.message}>
        {(control) => <TotpCodeInput {...control} autoFocus registration={form.register('code')} />}
      </Field>
      <Button type="submit" disabled={!complete || processing}>
        {processing ? 'Verifying...' : 'Verify'}
      </Button>
      <Button variant="ghost" onClick={onCancel} disabled={processing}>
        Back to sign in
      </Button>
    </form>
  );
}
