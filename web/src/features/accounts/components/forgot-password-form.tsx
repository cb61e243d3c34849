import { forgotPasswordForm } from '@contract/accounts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { authCall, authFailureText } from '../auth/auth-call';
import { authClient } from '../auth/auth-client';

/** The server answers alike for known and unknown addresses, and so does this text. */
const RESET_SENT =
  'If an account exists for that email, we have sent a link to reset the password. Please check your inbox.';

export function ForgotPasswordForm({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const form = useForm<z.input<typeof forgotPasswordForm>, unknown, z.output<typeof forgotPasswordForm>>({
    resolver: zodResolver(forgotPasswordForm),
    defaultValues: { email: initialEmail },
  });
  const request = useMutation({
    mutationFn: (email: string) =>
      authCall((fetchOptions) =>
        authClient.requestPasswordReset({ email, redirectTo: '/reset-password', fetchOptions }),
      ),
  });
  const error = authFailureText(request.error);
  const sent = request.isSuccess;
  const processing = request.isPending;

  const submit = form.handleSubmit(({ email }) => request.mutate(email));

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
      <Field label="Email" error={form.formState.errors.email?.message}>
        {(control) => <Input {...control} type="email" autoComplete="email" {...form.register('email')} />}
      </Field>
      <Button type="submit" disabled={processing}>
        {processing ? 'Sending...' : 'Send reset link'}
      </Button>
      <Button variant="ghost" onClick={onBack}>
        Back to sign in
      </Button>
    </form>
  );
}
