import { deleteAccountBody } from '@contract/account-data';
import { TOTP_CODE_LENGTH } from '@contract/fields';
import { zodResolver } from '@hookform/resolvers/zod';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useDeleteAccount } from '../api/account-data';
import { useAuth } from '../auth/use-auth';
import { TotpCodeInput } from './totp-code-input';

/** Where the browser goes once the account is gone: the landing page, which says so. */
export const ACCOUNT_DELETED_URL = '/?account=deleted';

function WhatHappens() {
  return (
    <ul className="grid list-disc gap-1 pl-5 text-sm text-muted-foreground">
      <li>
        Deleted at once: your profile, lists and saved companies, viewing history, analyses, alerts and their
        settings, calendar feed, API tokens, CRM connections (we also revoke them at Salesforce and HubSpot)
        and every signed-in device.
      </li>
      <li>
        A Pro subscription is cancelled immediately: no further charges, and no refund for the current period.
      </li>
      <li>
        Kept: Stripe's invoices and payment records, which tax law requires, and no other copy of your data.
      </li>
      <li>Want a copy first? Use Export Your Data above before you delete.</li>
    </ul>
  );
}

type DeleteBody = z.input<typeof deleteAccountBody>;

function DeleteAccountForm({ twoFactor, onCancel }: { twoFactor: boolean; onCancel: () => void }) {
  const remove = useDeleteAccount();
  // The server says so when two-factor was turned on since this page loaded.
  const [codeAsked, setCodeAsked] = useState(false);
  const needsCode = twoFactor || codeAsked;
  const form = useForm<DeleteBody, unknown, z.output<typeof deleteAccountBody>>({
    resolver: zodResolver(deleteAccountBody),
    defaultValues: { password: '' },
  });
  const { password, code } = form.watch();
  const ready =
    password !== '' &&
    (!needsCode || code?.length === TOTP_CODE_LENGTH) &&
    !remove.isPending &&
    !remove.isSuccess;

  const submit = form.handleSubmit((body) =>
    remove.mutate(body, {
      // A whole new page: nothing of the deleted account stays in memory, and the server has ended the session.
      onSuccess: () => window.location.assign(ACCOUNT_DELETED_URL),
      onError: (failure) => {
        if (failure instanceof ApiError && failure.code === 'TWO_FACTOR_CODE_REQUIRED') setCodeAsked(true);
      },
    }),
  );
  const error = remove.error?.message ?? null;

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
      {needsCode ? (
        <Field label="Authentication Code" description="The 6-digit code from your authenticator app.">
          {(control) => (
            <TotpCodeInput
              {...control}
              registration={form.register('code', { setValueAs: (value: string) => value || undefined })}
            />
          )}
        </Field>
      ) : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button type="button" variant="outline" onClick={onCancel} disabled={remove.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="destructive" disabled={!ready}>
          {remove.isPending || remove.isSuccess ? 'Deleting...' : 'Delete My Account'}
        </Button>
      </div>
    </form>
  );
}

/** The danger zone of `/account`: deleting the account for good, after the password (and code). */
export function DeleteAccountCard() {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  return (
    <Card className="border-destructive/50">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-destructive">
          <TriangleAlert className="size-4" aria-hidden="true" />
          Delete Account
        </CardTitle>
        <CardDescription>
          Permanently delete your account and everything in it. This cannot be undone.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <WhatHappens />
        <div>
          <Button variant="destructive" onClick={() => setOpen(true)}>
            Delete Account...
          </Button>
        </div>
      </CardContent>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete your account for good?</DialogTitle>
            <DialogDescription>
              Your data is deleted at once and cannot be brought back. Confirm it is you to continue.
            </DialogDescription>
          </DialogHeader>
          <DeleteAccountForm twoFactor={user?.twoFactorEnabled === true} onCancel={() => setOpen(false)} />
        </DialogContent>
      </Dialog>
    </Card>
  );
}
