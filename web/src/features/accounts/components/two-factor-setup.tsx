import { totpForm } from '@contract/accounts';
import { TOTP_CODE_LENGTH } from '@contract/fields';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { AuthCallError, authCall, authFailureText } from '../auth/auth-call';
import { authClient } from '../auth/auth-client';
import { TotpCodeInput } from './totp-code-input';

/** The secret as typed by hand into an authenticator app that cannot scan the code. */
function secretFrom(totpURI: string): string {
  try {
    return new URL(totpURI).searchParams.get('secret') ?? '';
  } catch {
    return '';
  }
}

/** Step 2 of enabling 2FA: scan the QR code, keep the backup codes, prove it works with one code. */
export function TwoFactorSetup({
  totpURI,
  backupCodes,
  onVerified,
}: {
  totpURI: string;
  backupCodes: string[];
  onVerified: () => Promise<void>;
}) {
  const [qr, setQr] = useState<string | null>(null);
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

  useEffect(() => {
    let cancelled = false;
    QRCode.toDataURL(totpURI, { margin: 1, width: 200 })
      .then((url) => {
        if (!cancelled) setQr(url);
      })
      .catch(() => setQr(null));
    return () => {
      cancelled = true;
    };
  }, [totpURI]);

  const submit = form.handleSubmit(({ code }) => verify.mutate(code));

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <p className="text-sm">
        Scan this code with an authenticator app, then enter the {TOTP_CODE_LENGTH}-digit code it shows.
      </p>
      <div className="flex justify-center">
        {qr ? (
          <img src={qr} alt="QR code for your authenticator app" width={200} height={200} />
        ) : (
          <div className="size-[200px] rounded bg-muted" />
        )}
      </div>
      <p className="text-xs text-muted-foreground">
        Cannot scan? Enter this key:{' '}
        <code className="break-all font-mono text-foreground">{secretFrom(totpURI)}</code>
      </p>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium">Backup codes (keep them somewhere safe)</summary>
        <ul className="mt-2 grid grid-cols-2 gap-1 font-mono text-xs">
          {backupCodes.map((backupCode) => (
            <li key={backupCode}>{backupCode}</li>
          ))}
        </ul>
      </details>
      {error ? (
        <Alert variant="destructive">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      ) : null}
      <Field label="Verification code" error={form.formState.errors.code?.message}>
        {(control) => <TotpCodeInput {...control} registration={form.register('code')} />}
      </Field>
      <Button type="submit" disabled={processing || form.watch('code').length !== TOTP_CODE_LENGTH}>
        {processing ? 'Verifying...' : 'Verify and turn on'}
      </Button>
    </form>
  );
}
