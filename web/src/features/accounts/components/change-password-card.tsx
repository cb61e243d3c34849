import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { authClient, authErrorMessage } from '../auth/auth-client';
import { MIN_NEW_PASSWORD, passwordError } from '../auth/validation';
import { NewPasswordFields } from './new-password-fields';

export const PASSWORD_UPDATED = 'Password updated successfully!';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** A real password change: every other session is signed out at the same time. */
export function ChangePasswordCard() {
  const [fields, setFields] = useState(EMPTY);
  const [status, setStatus] = useState<{ kind: 'success' } | { kind: 'error'; message: string } | null>(null);
  const [processing, setProcessing] = useState(false);
  const ready =
    fields.currentPassword !== '' &&
    fields.newPassword !== '' &&
    fields.newPassword === fields.confirmPassword &&
    !processing;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!ready) return;
    const invalid = passwordError(fields.newPassword, MIN_NEW_PASSWORD);
    if (invalid) return setStatus({ kind: 'error', message: invalid });
    setProcessing(true);
    setStatus(null);
    try {
      const { error } = await authClient.changePassword({
        currentPassword: fields.currentPassword,
        newPassword: fields.newPassword,
        revokeOtherSessions: true,
      });
      if (error) return setStatus({ kind: 'error', message: authErrorMessage(error) });
      setFields(EMPTY);
      setStatus({ kind: 'success' });
    } catch {
      setStatus({ kind: 'error', message: authErrorMessage(null) });
    } finally {
      setProcessing(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <KeyRound className="size-4" aria-hidden="true" />
          Change Password
        </CardTitle>
        <CardDescription>Changing your password signs out every other device.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="grid max-w-md gap-4">
          {status?.kind === 'success' ? (
            <Alert variant="success" role="status">
              <AlertDescription>{PASSWORD_UPDATED}</AlertDescription>
            </Alert>
          ) : null}
          {status?.kind === 'error' ? (
            <Alert variant="destructive">
              <AlertDescription>{status.message}</AlertDescription>
            </Alert>
          ) : null}
          <div className="grid gap-2">
            <Label htmlFor="change-password-current">Current Password</Label>
            <Input
              id="change-password-current"
              type="password"
              autoComplete="current-password"
              value={fields.currentPassword}
              onChange={(event) => setFields((f) => ({ ...f, currentPassword: event.target.value }))}
            />
          </div>
          <NewPasswordFields
            idPrefix="change-password"
            newPassword={fields.newPassword}
            confirmPassword={fields.confirmPassword}
            onNewPassword={(value) => setFields((f) => ({ ...f, newPassword: value }))}
            onConfirmPassword={(value) => setFields((f) => ({ ...f, confirmPassword: value }))}
          />
          <div>
            <Button type="submit" disabled={!ready}>
              {processing ? 'Updating...' : 'Update Password'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
