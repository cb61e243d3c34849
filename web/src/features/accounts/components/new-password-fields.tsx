import { NEW_PASSWORD_MIN } from '@contract/fields';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

const PASSWORD_HINT = `Password must be at least ${NEW_PASSWORD_MIN} characters long`;

/** New password + confirmation with the inline mismatch text, shared by the reset and change-password forms. */
export function NewPasswordFields({
  newPassword,
  confirmPassword,
  error,
  mismatch,
}: {
  newPassword: UseFormRegisterReturn;
  confirmPassword: UseFormRegisterReturn;
  /** The new password's own rule broken (too short, too long). */
  error?: string;
  /** A confirmation typed and different from the new password. */
  mismatch: boolean;
}) {
  return (
    <>
      <Field label="New Password" description={PASSWORD_HINT} error={error}>
        {(control) => <Input {...control} type="password" autoComplete="new-password" {...newPassword} />}
      </Field>
      <Field label="Confirm New Password" error={mismatch ? 'Passwords do not match' : undefined}>
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="new-password"
            className={cn(mismatch && 'border-red-500')}
            {...confirmPassword}
          />
        )}
      </Field>
    </>
  );
}
