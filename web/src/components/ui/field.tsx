import { type ReactElement, type ReactNode, useId } from 'react';
import { Label } from './label';

/** What a `Field` hands its control so label, description and error are announced with it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

interface FieldProps {
  label: ReactNode;
  /** Help shown under the control and read with it. */
  description?: ReactNode;
  /** The validation message; marks the control invalid and is read with it. */
  error?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactElement;
}

/**
 * One form field: label, control, description and error, with the ids wired for screen readers. The control is a
 * render prop so any input (Input, Textarea, Select trigger) takes the same props:
 *   <Field label="List Name" error={errors.name?.message}>{(p) => <Input {...p} {...register('name')} />}</Field>
 */
export function Field({ label, description, error, className = 'grid gap-2', children }: FieldProps) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-describedby': describedBy, ...(error ? { 'aria-invalid': true } : {}) })}
      {description && (
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
