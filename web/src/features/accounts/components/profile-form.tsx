import { profileForm } from '@contract/accounts';
import { PROFILE_MAX } from '@contract/fields';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { useProfile, useUpdateProfile } from '../api/profile';

export const PROFILE_SAVED = 'Profile updated successfully!';
const PROFILE_FAILED = 'Failed to update profile. Please try again.';

type Status = { kind: 'idle' } | { kind: 'success' } | { kind: 'error'; message: string };

/** Shown after saving a profile without a description: analyses need one, saving does not. */
export const DESCRIPTION_NEEDED_FOR_ANALYSIS =
  'Add what your company sells before running an analysis: every analysis is tailored to it.';

/** Company details used to personalise every analysis (Settings → Profile, My Details, /profile). */
export function ProfileForm() {
  const profile = useProfile();
  const update = useUpdateProfile();
  const form = useForm<z.input<typeof profileForm>, unknown, z.output<typeof profileForm>>({
    resolver: zodResolver(profileForm),
    defaultValues: {
      firstName: '',
      lastName: '',
      companyName: '',
      companyWebsite: '',
      companyDescription: '',
    },
  });
  const { reset } = form;
  const errors = form.formState.errors;
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const loaded = profile.data?.profile;
  useEffect(() => {
    if (!loaded) return;
    reset({
      firstName: loaded.firstName,
      lastName: loaded.lastName,
      companyName: loaded.companyName,
      companyWebsite: loaded.companyWebsite,
      companyDescription: loaded.companyDescription,
    });
  }, [loaded, reset]);

  const submit = form.handleSubmit(async (fields) => {
    setStatus({ kind: 'idle' });
    try {
      await update.mutateAsync(fields);
      setStatus({ kind: 'success' });
    } catch (error) {
      const message = isApiError(error) && error.message ? error.message : PROFILE_FAILED;
      setStatus({ kind: 'error', message });
    }
  });

  if (profile.isPending) return <Spinner label="Loading profile" />;
  if (profile.isError) {
    return (
      <Alert variant="destructive">
        <AlertDescription>{profile.error.message || 'Could not load your profile.'}</AlertDescription>
      </Alert>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      {status.kind === 'success' ? (
        <Alert variant="success" role="status">
          <AlertDescription>
            <p>{PROFILE_SAVED}</p>
            {form.watch('companyDescription').trim() ? null : <p>{DESCRIPTION_NEEDED_FOR_ANALYSIS}</p>}
          </AlertDescription>
        </Alert>
      ) : null}
      {status.kind === 'error' ? (
        <Alert variant="destructive">
          <AlertDescription>{status.message}</AlertDescription>
        </Alert>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="First Name" error={errors.firstName?.message}>
          {(control) => (
            <Input
              {...control}
              autoComplete="given-name"
              maxLength={PROFILE_MAX.firstName}
              {...form.register('firstName')}
            />
          )}
        </Field>
        <Field label="Last Name" error={errors.lastName?.message}>
          {(control) => (
            <Input
              {...control}
              autoComplete="family-name"
              maxLength={PROFILE_MAX.lastName}
              {...form.register('lastName')}
            />
          )}
        </Field>
      </div>
      <Field label="Company Name" error={errors.companyName?.message}>
        {(control) => (
          <Input
            {...control}
            autoComplete="organization"
            maxLength={PROFILE_MAX.companyName}
            {...form.register('companyName')}
          />
        )}
      </Field>
      <Field label="Company Website" error={errors.companyWebsite?.message}>
        {(control) => (
          <Input
            {...control}
            inputMode="url"
            placeholder="example.com"
            maxLength={PROFILE_MAX.companyWebsite}
            {...form.register('companyWebsite')}
          />
        )}
      </Field>
      <Field
        label="What does your company sell? (required)"
        description="This is the most important field for accurate insights: every analysis is tailored to what you sell."
        error={errors.companyDescription?.message}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={5}
            maxLength={PROFILE_MAX.companyDescription}
            required
            placeholder="For example: cloud security software for mid-size banks"
            {...form.register('companyDescription')}
          />
        )}
      </Field>
      <div>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
