import { TOTP_CODE_LENGTH } from '@contract/fields';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { FieldControlProps } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

/** The code box of both two-factor steps: keeps only the digits typed or pasted, offered the one-time code. */
export function TotpCodeInput({
  registration,
  autoFocus,
  ...control
}: FieldControlProps & { registration: UseFormRegisterReturn; autoFocus?: boolean }) {
  return (
    <Input
      {...control}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={TOTP_CODE_LENGTH}
      autoFocus={autoFocus}
      {...registration}
      onChange={(event) => {
        event.target.value = event.target.value.replace(/\D/g, '');
        return registration.onChange(event);
      }}
    />
  );
}
