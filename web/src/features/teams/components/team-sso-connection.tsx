import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { type TeamSso, useSetSsoConnection } from '../api/team-sso-api';
import { CopyValue } from './copy-value';

/** Step 2: the identity provider's issuer and this app's client there; the secret is never shown again. */
export function SsoConnectionStep({ teamId, sso }: { teamId: string; sso: TeamSso }) {
  const [issuer, setIssuer] = useState(sso.issuer ?? '');
  const [clientId, setClientId] = useState(sso.clientId ?? '');
  const [clientSecret, setClientSecret] = useState('');
  const save = useSetSsoConnection(teamId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A blank secret keeps the stored one.
    const secret = clientSecret.trim();
    save.mutate(
      { issuer, clientId, ...(secret ? { clientSecret: secret } : {}) },
      { onSuccess: () => setClientSecret('') },
    );
  };
  const field = (name: string) => `sso-${name}-${teamId}`;
  return (
    <form onSubmit={submit} aria-label="Identity provider connection" className="grid gap-3">
      <h3 className="font-semibold">2. Connect your identity provider (OpenID Connect)</h3>
      <p className="text-sm">
        Register 10Kai as a web application at your identity provider with this redirect URI, then enter what
        it gives you.
      </p>
      <CopyValue label="Redirect URI" value={sso.redirectUri} />
      <div className="grid gap-1">
        <Label htmlFor={field('issuer')}>Issuer URL</Label>
        <Input
          id={field('issuer')}
          type="url"
          value={issuer}
          placeholder="https://login.example.com"
          spellCheck={false}
          onChange={(e) => setIssuer(e.target.value)}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={field('client-id')}>Client ID</Label>
        <Input
          id={field('client-id')}
          value={clientId}
          spellCheck={false}
          autoComplete="off"
          onChange={(e) => setClientId(e.target.value)}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={field('client-secret')}>Client secret</Label>
        <Input
          id={field('client-secret')}
          type="password"
          value={clientSecret}
          autoComplete="new-password"
          placeholder={sso.clientSecretSet ? 'stored — leave blank to keep' : undefined}
          onChange={(e) => setClientSecret(e.target.value)}
        />
      </div>
      <div>
        <Button type="submit" disabled={save.isPending || issuer.trim() === '' || clientId.trim() === ''}>
          {save.isPending ? 'Checking the provider…' : 'Save connection'}
        </Button>
      </div>
      {save.isSuccess && (
        <p role="status">
          Connection saved. Sign in through it once (Sign in with SSO, with an address at {sso.domain}) to
          check it.
        </p>
      )}
      {save.error && <p role="alert">{save.error.message}</p>}
    </form>
  );
}
