import { type FormEvent, useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { authClient, authErrorMessage, retryAfterProbe } from '../auth/auth-client';

/** The second sign-in step for a user with two-factor authentication: a code from the authenticator app. */
export function TotpChallenge({
  onVerified,
  onCancel,
}: {
  onVerified: () => Promise<void>;
  onCancel: () => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);
  const valid = /^\d{6}$/.test(code);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!valid) return;
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
        setCode('');
        return;
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
      <p className="text-sm text-muted-foreground">
        Two-factor authentication is on for this account. Enter the 6-digit code from your authenticator app.
      </p>
      {error ? (
        <Alert variant="destructive">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      ) : null}
      <div className="grid gap-2">
        <Label htmlFor="totp-code">Authentication code</Label>
        <Input
          id="totp-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="\d{6}"
          maxLength={6}
          autoFocus
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
        />
      </div>
      <Button type="submit" disabled={!valid || processing}>
        {processing ? 'Verifying...' : 'Verify'}
      </Button>
      <Button variant="ghost" onClick={onCancel} disabled={processing}>
        Back to sign in
      </Button>
    </form>
  );
}
