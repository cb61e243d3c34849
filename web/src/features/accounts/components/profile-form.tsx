import { PROFILE_MAX } from '@contract/fields';
import { type FormEvent, useEffect, useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { useProfile, useUpdateProfile } from '../api/profile';
import type { Profile } from '../api/types';
import { isWebsite } from '../api/website';

export const PROFILE_SAVED = 'Profile updated successfully!';
export const PROFILE_FAILED = 'Failed to update profile. Please try again.';

type ProfileInput = Omit<Profile, 'updatedAt'>;

const EMPTY: ProfileInput = {
  firstName: '',
  lastName: '',
  companyName: '',
  companyWebsite: '',
  companyDescription: '',
};

type Status = { kind: 'idle' } | { kind: 'success' } | { kind: 'error'; message: string };

/** Shown after saving a profile without a description: analyses need one, saving does not. */
export const DESCRIPTION_NEEDED_FOR_ANALYSIS =
  'Add what your company sells before running an analysis: every analysis is tailored to it.';

function validate(fields: ProfileInput): string | null {
  if (!isWebsite(fields.companyWebsite)) return 'Please enter a valid website, for example example.com';
  return null;
}

/** Company details used to personalise every analysis (Settings → Profile, My Details, /profile). */
export function ProfileForm() {
  const profile = useProfile();
  const update = useUpdateProfile();
  const [fields, setFields] = useState<ProfileInput>(EMPTY);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const loaded = profile.data?.profile;
  useEffect(() => {
    if (!loaded) return;
    setFields({
      firstName: loaded.firstName,
      lastName: loaded.lastName,
      companyName: loaded.companyName,
      companyWebsite: loaded.companyWebsite,
      companyDescription: loaded.companyDescription,
    });
  }, [loaded]);

  const set = (key: keyof ProfileInput) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [key]: event.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = validate(fields);
    if (invalid) return setStatus({ kind: 'error', message: invalid });
    setStatus({ kind: 'idle' });
    try {
      await update.mutateAsync(fields);
      setStatus({ kind: 'success' });
    } catch (error) {
      const message = isApiError(error) && error.message ? error.message : PROFILE_FAILED;
      setStatus({ kind: 'error', message });
    }
  }

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
            {fields.companyDescription.trim() ? null : <p>{DESCRIPTION_NEEDED_FOR_ANALYSIS}</p>}
          </AlertDescription>
        </Alert>
      ) : null}
      {status.kind === 'error' ? (
        <Alert variant="destructive">
          <AlertDescription>{status.message}</AlertDescription>
        </Alert>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="profile-first-name">First Name</Label>
          <Input
            id="profile-first-name"
            autoComplete="given-name"
            maxLength={PROFILE_MAX.firstName}
            value={fields.firstName}
            onChange={set('firstName')}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="profile-last-name">Last Name</Label>
          <Input
            id="profile-last-name"
            autoComplete="family-name"
            maxLength={PROFILE_MAX.lastName}
            value={fields.lastName}
            onChange={set('lastName')}
          />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="profile-company-name">Company Name</Label>
        <Input
          id="profile-company-name"
          autoComplete="organization"
          maxLength={PROFILE_MAX.companyName}
          value={fields.companyName}
          onChange={set('companyName')}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="profile-company-website">Company Website</Label>
        <Input
          id="profile-company-website"
          inputMode="url"
          placeholder="example.com"
          maxLength={PROFILE_MAX.companyWebsite}
          value={fields.companyWebsite}
          onChange={set('companyWebsite')}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="profile-company-description">What does your company sell? (required)</Label>
        <Textarea
          id="profile-company-description"
          rows={5}
          maxLength={PROFILE_MAX.companyDescription}
          required
          aria-describedby="profile-company-description-note"
          placeholder="For example: cloud security software for mid-size banks"
          value={fields.companyDescription}
          onChange={set('companyDescription')}
        />
        <p id="profile-company-description-note" className="text-xs text-muted-foreground">
          This is the most important field for accurate insights: every analysis is tailored to what you sell.
        </p>
      </div>
      <div>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
