import { newPasswordForm } from '@contract/accounts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { AuthCallError, authCall, authFailureText } from '../auth/auth-call';
import { authClient } from '../auth/auth-client';
import { AuthLayout } from '../components/auth-layout';
import { NewPasswordFields } from '../components/new-password-fields';

const RESET_DONE = 'Your password has been reset. Please sign in with your new password.';
const INVALID_LINK = 'This reset link is invalid or has expired. Please ask for a new one.';

/** Target of the reset e-mail's link: `/reset-password?token=…`. */
export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const token = searchParams.get('token');
  const form = useForm<z.input<typeof newPasswordForm>, unknown, z.output<typeof newPasswordForm>>({
    resolver: zodResolver(newPasswordForm),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const reset = useMutation({
    mutationFn: ({ newPassword, token }: { newPassword: string; token: string }) =>
      authCall((fetchOptions) => authClient.resetPassword({ newPassword, token, fetchOptions })),
    onSuccess: () => navigate('/login', { replace: true, state: { notice: RESET_DONE } }),
  });
  const expired = reset.error instanceof AuthCallError && reset.error.code === 'INVALID_TOKEN';
  const error = !token || expired ? INVALID_LINK : authFailureText(reset.error);
  const processing = reset.isPending;
  const { newPassword, confirmPassword } = form.watch();
  const ready = Boolean(token) && newPassword !== '' && newPassword === confirmPassword && !processing;

  const submit = form.handleSubmit((fields) => {
    if (token) reset.mutate({ newPassword: fields.newPassword, token });
  });

  return (
    <AuthLayout
      title="Choose a new password"
      description="Enter and confirm the new password for your account"
    >
      <form noValidate onSubmit={submit} className="grid gap-4">
        {error ? (
          <Alert variant="destructive">
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        ) : null}
        <NewPasswordFields
          newPassword={form.register('newPassword')}
          confirmPassword={form.register('confirmPassword')}
          error={form.formState.errors.newPassword?.message}
          mismatch={confirmPassword !== '' && newPassword !== confirmPassword}
        />
        <Button type="submit" disabled={!ready}>
          {processing ? 'Saving...' : 'Set new password'}
        </Button>
        <Link to="/login" className="text-center text-sm text-primary hover:underline">
          Back to Login
        </Link>
      </form>
    </AuthLayout>
  );
}
