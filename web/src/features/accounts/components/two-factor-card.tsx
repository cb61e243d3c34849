import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { authClient, authErrorMessage } from '../auth/auth-client';
import { useAuth } from '../auth/use-auth';
import { PasswordConfirmForm } from './password-confirm-form';
import { TwoFactorSetup } from './two-factor-setup';

type Flow =
  | { step: 'closed' }
  | { step: 'enable-password' }
  | { step: 'enable-setup'; totpURI: string; backupCodes: string[] }
  | { step: 'disable-password' };

export function TwoFactorCard() {
  const { user, refresh } = useAuth();
  const [flow, setFlow] = useState<Flow>({ step: 'closed' });
  const enabled = user?.twoFactorEnabled === true;

  async function enable(password: string): Promise<string | null> {
    try {
      const { data, error } = await authClient.twoFactor.enable({ password });
      if (error || !data || !('totpURI' in data) || !data.totpURI) return authErrorMessage(error);
      setFlow({ step: 'enable-setup', totpURI: data.totpURI, backupCodes: data.backupCodes ?? [] });
      return null;
    } catch {
      return authErrorMessage(null);
    }
  }

  async function disable(password: string): Promise<string | null> {
    try {
      const { error } = await authClient.twoFactor.disable({ password });
      if (error) return authErrorMessage(error);
      setFlow({ step: 'closed' });
      await refresh();
      toast.success('Two-factor authentication is off.');
      return null;
    } catch {
      return authErrorMessage(null);
    }
  }

  async function verified() {
    setFlow({ step: 'closed' });
    await refresh();
    toast.success('Two-factor authentication is on.');
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <ShieldCheck className="size-4" aria-hidden="true" />
          Two-Factor Authentication
          {enabled ? <Badge variant="success">On</Badge> : <Badge variant="secondary">Off</Badge>}
        </CardTitle>
        <CardDescription>
          Add a second step to sign-in: a 6-digit code from an authenticator app on your phone.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {enabled ? (
          <Button variant="outline" onClick={() => setFlow({ step: 'disable-password' })}>
            Disable
          </Button>
        ) : (
          <Button onClick={() => setFlow({ step: 'enable-password' })}>Enable</Button>
        )}
      </CardContent>
      <Dialog open={flow.step !== 'closed'} onOpenChange={(open) => !open && setFlow({ step: 'closed' })}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>
              {flow.step === 'disable-password'
                ? 'Turn off two-factor authentication'
                : 'Turn on two-factor authentication'}
            </DialogTitle>
            <DialogDescription>
              {flow.step === 'enable-setup'
                ? 'Step 2 of 2: connect your authenticator app.'
                : 'Confirm it is you with your current password.'}
            </DialogDescription>
          </DialogHeader>
          {flow.step === 'enable-password' ? (
            <PasswordConfirmForm submitLabel="Continue" onConfirm={enable} />
          ) : null}
          {flow.step === 'enable-setup' ? (
            <TwoFactorSetup totpURI={flow.totpURI} backupCodes={flow.backupCodes} onVerified={verified} />
          ) : null}
          {flow.step === 'disable-password' ? (
            <PasswordConfirmForm submitLabel="Disable" onConfirm={disable} />
          ) : null}
        </DialogContent>
      </Dialog>
    </Card>
  );
}
