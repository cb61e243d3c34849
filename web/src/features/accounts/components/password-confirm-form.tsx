import { passwordConfirmForm } from '@contract/accounts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

/** Asks for the current password before a sensitive change; `onConfirm` returns an error text or null. */
export function PasswordConfirmForm({
  submitLabel,
  onConfirm,
}: {
  submitLabel: string;
  onConfirm: (password: string) => Promise<string | null>;
}) {
  const form = useForm<z.input<typeof passwordConfirmForm>, unknown, z.output<typeof passwordConfirmForm>>({
    resolver: zodResolver(passwordConfirmForm),
    defaultValues: { password: '' },
  });
  const confirm = useMutation({
    mutationFn: async (password: string) => {
      const message = await onConfirm(password);
      if (message) throw new Error(message);
    },
    onError: () => form.reset(),
  });
  const error = confirm.error?.message ?? null;
  const processing = confirm.isPending;

  const submit = form.handleSubmit(({ password }) => confirm.mutate(password));

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      {error ? (
        <Alert variant="destructive">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      ) : null}
      <Field label="Current Password" error={form.formState.errors.password?.message}>
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="current-password"
            autoFocus
            {...form.register('password')}
          />
        )}
      </Field>
      <Button type="submit" disabled={!form.watch('password') || processing}>
        {processing ? 'Checking...' : submitLabel}
      </Button>
    </form>
  );
}
