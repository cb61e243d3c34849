import { type FormEvent, useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** Asks for the current password before a sensitive change; `onConfirm` returns an error text or null. */
export function PasswordConfirmForm({
  id,
  submitLabel,
  onConfirm,
}: {
  id: string;
  submitLabel: string;
  onConfirm: (password: string) => Promise<string | null>;
}) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password) return;
    setProcessing(true);
    setError(null);
    const message = await onConfirm(password);
    setProcessing(false);
    if (message) {
      setError(message);
      setPassword('');
    }
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      {error ? (
        <Alert variant="destructive">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      ) : null}
      <div className="grid gap-2">
        <Label htmlFor={id}>Current Password</Label>
        <Input
          id={id}
          type="password"
          autoComplete="current-password"
          autoFocus
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      <Button type="submit" disabled={!password || processing}>
        {processing ? 'Checking...' : submitLabel}
      </Button>
    </form>
  );
}
