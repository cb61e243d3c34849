import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { authClient, authErrorMessage } from '../auth/auth-client';
import { MIN_NEW_PASSWORD, passwordError } from '../auth/validation';
import { AuthLayout } from '../components/auth-layout';
import { NewPasswordFields } from '../components/new-password-fields';

export const RESET_DONE = 'Your password has been reset. Please sign in with your new password.';
const INVALID_LINK = 'This reset link is invalid or has expired. Please ask for a new one.';

/** Target of the reset e-mail's link: `/reset-password?token=…`. */
export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const token = searchParams.get('token');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(token ? null : INVALID_LINK);
  const [processing, setProcessing] = useState(false);
  const ready = Boolean(token) && newPassword !== '' && newPassword === confirmPassword && !processing;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!token) return;
    const invalid = passwordError(newPassword, MIN_NEW_PASSWORD);
    if (invalid) return setError(invalid);
    if (newPassword !== confirmPassword) return setError("Passwords don't match");
    setError(null);
    setProcessing(true);
    try {
      const { error: resetError } = await authClient.resetPassword({ newPassword, token });
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
  }

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
          idPrefix="reset-password"
          newPassword={newPassword}
          confirmPassword={confirmPassword}
          onNewPassword={setNewPassword}
          onConfirmPassword={setConfirmPassword}
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
