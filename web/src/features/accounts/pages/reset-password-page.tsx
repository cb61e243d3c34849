import { newPasswordForm } from '@contract/accounts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { authClient, authErrorMessage } from '../auth/auth-client';
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
  const [error, setError] = useState<string | null>(token ? null : INVALID_LINK);
  const [processing, setProcessing] = useState(false);
  const { newPassword, confirmPassword } = form.watch();
  const ready = Boolean(token) && newPassword !== '' && newPassword === confirmPassword && !processing;

  const submit = form.handleSubmit(async (fields) => {
    if (!token) return;
    setError(null);
    setProcessing(true);
    try {
      const { error: resetError } = await authClient.resetPassword({
        newPassword: fields.newPassword,
        token,
      });
      if (resetError) {
        setError(resetError.code === 'INVALID_TOKEN' ? INVALID_LINK : authErrorMessage(resetError));
        return;
      }
      navigate('/login', { replace: true, state: { notice: RESET_DONE } });
    } catch {
      setError(authErrorMessage(null));
    } finally {
      setProcessing(false);
    }
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
