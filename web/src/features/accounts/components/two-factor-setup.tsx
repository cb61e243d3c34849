import QRCode from 'qrcode';
import { type FormEvent, useEffect, useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { authClient, authErrorMessage } from '../auth/auth-client';

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
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);

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

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) return setError('Enter the 6-digit code from your authenticator app.');
    setProcessing(true);
    setError(null);
    try {
      const { error: verifyError } = await authClient.twoFactor.verifyTotp({ code });
      if (verifyError) {
        setCode('');
        return setError(authErrorMessage(verifyError));
      }
      await onVerified();
    } catch {
      setError(authErrorMessage(null));
    } finally {
      setProcessing(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <p className="text-sm">
        Scan this code with an authenticator app, then enter the 6-digit code it shows.
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
      <div className="grid gap-2">
        <Label htmlFor="two-factor-setup-code">Verification code</Label>
        <Input
          id="two-factor-setup-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
        />
      </div>
      <Button type="submit" disabled={processing || code.length !== 6}>
        {processing ? 'Verifying...' : 'Verify and turn on'}
      </Button>
    </form>
  );
}
