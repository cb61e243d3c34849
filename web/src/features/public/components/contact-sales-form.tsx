import {
  CONTACT_SALES_MAX,
  contactSalesBody,
  SALES_TOPIC_LABELS,
  SALES_TOPICS,
  type SalesTopic,
} from '@contract/sales';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { useContactSales } from '../api/contact-sales';

type FormInput = z.input<typeof contactSalesBody>;
type FormOutput = z.output<typeof contactSalesBody>;

interface ContactSalesFormProps {
  topic: SalesTopic;
  /** The signed-in user's name and address, filled in when the fields are still empty. */
  signedIn?: { name: string; email: string } | undefined;
  /** Where to write instead when the form cannot send. */
  salesEmail: string;
}

const selectClass =
  'flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-invalid:border-destructive md:text-sm';

/** An empty team size is "not given", not zero. */
const teamSizeValue = (value: unknown) => (value === '' || value == null ? undefined : Number(value));

/** The contact-sales form: validated with the API's own schema, then one call; a success names the reply address. */
export function ContactSalesForm({ topic, signedIn, salesEmail }: ContactSalesFormProps) {
  const send = useContactSales();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(contactSalesBody),
    defaultValues: { name: '', email: '', company: '', topic, message: '' },
  });
  const errors = form.formState.errors;
  const { getValues, setValue } = form;

  // The session check may answer after the first render: fill in only what the visitor has not typed.
  useEffect(() => {
    if (!signedIn) return;
    if (!getValues('name')) setValue('name', signedIn.name);
    if (!getValues('email')) setValue('email', signedIn.email);
  }, [signedIn, getValues, setValue]);

  const submit = form.handleSubmit(async (fields) => {
    setFailure(null);
    try {
      await send.mutateAsync(fields);
      setSentTo(fields.email);
    } catch (error) {
      setFailure(
        isApiError(error) && error.message
          ? error.message
          : `We could not send your message. Please write to ${salesEmail} directly.`,
      );
    }
  });

  if (sentTo) {
    return (
      <Alert variant="success" role="status">
        <AlertDescription>
          <p className="font-semibold">Thanks — your message is on its way to our sales team.</p>
          <p>
            A person reads every message and will reply by e-mail to {sentTo}. We have sent you a short
            confirmation.
          </p>
        </AlertDescription>
      </Alert>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-label="Contact sales">
      {failure ? (
        <Alert variant="destructive">
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Name" error={errors.name?.message}>
          {(control) => (
            <Input
              {...control}
              autoComplete="name"
              maxLength={CONTACT_SALES_MAX.name}
              {...form.register('name')}
            />
          )}
        </Field>
        <Field label="Work e-mail" error={errors.email?.message}>
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="email"
              maxLength={CONTACT_SALES_MAX.email}
              {...form.register('email')}
            />
          )}
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Company" error={errors.company?.message}>
          {(control) => (
            <Input
              {...control}
              autoComplete="organization"
              maxLength={CONTACT_SALES_MAX.company}
              {...form.register('company')}
            />
          )}
        </Field>
        <Field label="Team size (optional)" error={errors.teamSize?.message}>
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={1}
              max={CONTACT_SALES_MAX.teamSize}
              {...form.register('teamSize', { setValueAs: teamSizeValue })}
            />
          )}
        </Field>
      </div>
      <Field label="What is it about?" error={errors.topic?.message}>
        {(control) => (
          // The default in React's hands: the form library's own does not reach a native select on mount.
          <select {...control} className={selectClass} defaultValue={topic} {...form.register('topic')}>
            {SALES_TOPICS.map((value) => (
              <option key={value} value={value}>
                {SALES_TOPIC_LABELS[value]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        label="Message"
        description="Your team, what you sell, and what you would like from 10Kai."
        error={errors.message?.message}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={6}
            maxLength={CONTACT_SALES_MAX.message}
            {...form.register('message')}
          />
        )}
      </Field>
      <div>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? 'Sending...' : 'Send message'}
        </Button>
      </div>
    </form>
  );
}
