import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

export const PASSWORD_HINT = 'Password must be at least 8 characters long';

/** New password + confirmation with the inline mismatch text, shared by the reset and change-password forms. */
export function NewPasswordFields({
  idPrefix,
  newPassword,
  confirmPassword,
  onNewPassword,
  onConfirmPassword,
  newLabel = 'New Password',
}: {
  idPrefix: string;
  newPassword: string;
  confirmPassword: string;
  onNewPassword: (value: string) => void;
  onConfirmPassword: (value: string) => void;
  newLabel?: string;
}) {
  const mismatch = confirmPassword !== '' && newPassword !== confirmPassword;
  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor={`${idPrefix}-new`}>{newLabel}</Label>
        <Input
          id={`${idPrefix}-new`}
          type="password"
          autoComplete="new-password"
          aria-describedby={`${idPrefix}-hint`}
          value={newPassword}
          onChange={(event) => onNewPassword(event.target.value)}
        />
        <p id={`${idPrefix}-hint`} className="text-xs text-muted-foreground">
          {PASSWORD_HINT}
        </p>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${idPrefix}-confirm`}>Confirm New Password</Label>
        <Input
          id={`${idPrefix}-confirm`}
          type="password"
          autoComplete="new-password"
          aria-invalid={mismatch}
          className={cn(mismatch && 'border-red-500')}
          value={confirmPassword}
          onChange={(event) => onConfirmPassword(event.target.value)}
        />
        {mismatch ? <p className="text-sm text-red-600">Passwords do not match</p> : null}
      </div>
    </>
  );
}
