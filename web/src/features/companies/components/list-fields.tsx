import type { listForm } from '@contract/companies';
import { LIST_DESCRIPTION_MAX, LIST_NAME_MAX } from '@contract/fields';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';

export type ListFormValues = z.input<typeof listForm>;
export type ListForm = UseFormReturn<ListFormValues, unknown, z.output<typeof listForm>>;

/** A list's name and description, as in the save-company dialog's 'New List' tab and the rename dialog. */
export function ListFields({ form }: { form: ListForm }) {
  return (
    <>
      <Field label="List Name" error={form.formState.errors.name?.message}>
        {(control) => <Input {...control} maxLength={LIST_NAME_MAX} {...form.register('name')} />}
      </Field>
      <Field label="Description (Optional)" error={form.formState.errors.description?.message}>
        {(control) => (
          <Textarea
            {...control}
            maxLength={LIST_DESCRIPTION_MAX}
            rows={3}
            {...form.register('description')}
          />
        )}
      </Field>
    </>
  );
}
