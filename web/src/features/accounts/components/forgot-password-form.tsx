import { type FormEvent, useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { authClient, authErrorMessage, retryAfterProbe } from '../auth/auth-client';
import { emailError } from '../auth/validation';

/** The server answers alike for known and unknown addresses, and so does this text. */
export const RESET_SENT =
  'If an account exists for that email, we have sent a link to reset the password. Please check your inbox.';

export function ForgotPasswordForm({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [processing, setProcessing] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = emailError(email);
    if (invalid) return setError(invalid);
    setError(null);
    setProcessing(true);
    try {
      const retry = retryAfterProbe();
      const { error: requestError } = await authClient.requestPasswordReset({
        email: email.trim(),
        redirectTo: '/reset-password',
        fetchOptions: retry.fetchOptions,
      });
      if (requestError) return setError(authErrorMessage(requestError, retry.seconds));
      setSent(true);
    } catch {
      setError(authErrorMessage(null));
    } finally {
      setProcessing(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        Enter the email address of your account and we will send you a link to choose a new password.
      </p>
      {error ? (
        <Alert variant="destructive">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      ) : null}
      {sent ? (
        <Alert variant="success" role="status">
          <AlertDescription>{RESET_SENT}</AlertDescription>
        </Alert>
      ) : null}
      <div className="grid gap-2">
        <Label htmlFor="forgot-email">Email</Label>
        <Input
          id="forgot-email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <Button type="submit" disabled={processing}>
        {processing ? 'Sending...' : 'Send reset link'}
      </Button>
      <Button variant="ghost" onClick={onBack}>
        Back to sign in
      </Button>
    </form>
  );
}
