import { changePasswordForm } from '@contract/accounts';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { authClient, authErrorMessage } from '../auth/auth-client';
import { NewPasswordFields } from './new-password-fields';

export const PASSWORD_UPDATED = 'Password updated successfully!';

type PasswordChange = z.input<typeof changePasswordForm>;

const EMPTY: PasswordChange = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** A real password change: every other session is signed out at the same time. */
export function ChangePasswordCard() {
  const form = useForm<PasswordChange, unknown, z.output<typeof changePasswordForm>>({
    resolver: zodResolver(changePasswordForm),
    defaultValues: EMPTY,
  });
  const errors = form.formState.errors;
  const [status, setStatus] = useState<{ kind: 'success' } | { kind: 'error'; message: string } | null>(null);
  const [processing, setProcessing] = useState(false);
  const { currentPassword, newPassword, confirmPassword } = form.watch();
  // Enabled once both passwords are typed and the confirmation equals the new one.
  const ready =
    currentPassword !== '' && newPassword !== '' && newPassword === confirmPassword && !processing;

  const submit = form.handleSubmit(async (fields) => {
    setProcessing(true);
    setStatus(null);
    try {
      const { error } = await authClient.changePassword({
        currentPassword: fields.currentPassword,
        newPassword: fields.newPassword,
        revokeOtherSessions: true,
      });
      if (error) return setStatus({ kind: 'error', message: authErrorMessage(error) });
      form.reset(EMPTY);
      setStatus({ kind: 'success' });
    } catch {
      setStatus({ kind: 'error', message: authErrorMessage(null) });
    } finally {
      setProcessing(false);
    }
  });

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
          <Field label="Current Password" error={errors.currentPassword?.message}>
            {(control) => (
              <Input
                {...control}
                type="password"
                autoComplete="current-password"
                {...form.register('currentPassword')}
              />
            )}
          </Field>
          <NewPasswordFields
            newPassword={form.register('newPassword')}
            confirmPassword={form.register('confirmPassword')}
            error={errors.newPassword?.message}
            mismatch={confirmPassword !== '' && newPassword !== confirmPassword}
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
