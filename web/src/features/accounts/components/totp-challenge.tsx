import { totpForm } from '@contract/accounts';
import { TOTP_CODE_LENGTH } from '@contract/fields';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { AuthCallError, authCall, authFailureText } from '../auth/auth-call';
import { authClient } from '../auth/auth-client';
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
  const verify = useMutation({
    mutationFn: async (code: string) => {
      await authCall((fetchOptions) => authClient.twoFactor.verifyTotp({ code, fetchOptions }));
      await onVerified();
    },
    onError: (failure) => {
      if (failure instanceof AuthCallError) form.reset();
    },
  });
  const error = authFailureText(verify.error);
  const processing = verify.isPending;
  const complete = form.watch('code').length === TOTP_CODE_LENGTH;

  const submit = form.handleSubmit(({ code }) => verify.mutate(code));

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
