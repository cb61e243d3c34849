import { changePasswordForm } from '@contract/accounts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { authCall, authFailureText } from '../auth/auth-call';
import { authClient } from '../auth/auth-client';
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
  const change = useMutation({
    mutationFn: ({ currentPassword, newPassword }: { currentPassword: string; newPassword: string }) =>
      authCall((fetchOptions) =>
        authClient.changePassword({ currentPassword, newPassword, revokeOtherSessions: true, fetchOptions }),
      ),
    onSuccess: () => form.reset(EMPTY),
  });
  const failure = authFailureText(change.error);
  const processing = change.isPending;
  const { currentPassword, newPassword, confirmPassword } = form.watch();
  // Enabled once both passwords are typed and the confirmation equals the new one.
  const ready =
    currentPassword !== '' && newPassword !== '' && newPassword === confirmPassword && !processing;

  const submit = form.handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate({ currentPassword, newPassword }),
  );

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
          {change.isSuccess ? (
            <Alert variant="success" role="status">
              <AlertDescription>{PASSWORD_UPDATED}</AlertDescription>
            </Alert>
          ) : null}
          {failure ? (
            <Alert variant="destructive">
              <AlertDescription>{failure}</AlertDescription>
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
