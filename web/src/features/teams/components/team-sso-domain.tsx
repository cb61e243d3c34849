import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { type TeamSso, useSetSsoDomain, useVerifySsoDomain } from '../api/team-sso-api';
import { CopyValue } from './copy-value';

/** Step 1: claim the company's e-mail domain and prove it with a DNS TXT record. */
export function SsoDomainStep({ teamId, sso }: { teamId: string; sso: TeamSso }) {
  const [domain, setDomain] = useState(sso.domain ?? '');
  const save = useSetSsoDomain(teamId);
  const verify = useVerifySsoDomain(teamId);
  const changed = domain.trim().toLowerCase() !== (sso.domain ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    verify.reset();
    save.mutate(domain);
  };
  return (
    <div className="grid gap-3">
      <h3 className="font-semibold">1. Your company's e-mail domain</h3>
      <form onSubmit={submit} aria-label="E-mail domain" className="flex flex-wrap items-end gap-2">
        <div className="grid min-w-0 flex-1 basis-56 gap-1">
          <Label htmlFor={`sso-domain-${teamId}`}>Domain</Label>
          <Input
            id={`sso-domain-${teamId}`}
            value={domain}
            placeholder="example.com"
            autoCapitalize="none"
            spellCheck={false}
            onChange={(e) => setDomain(e.target.value)}
          />
        </div>
        <Button type="submit" disabled={!changed || domain.trim() === '' || save.isPending}>
          {save.isPending ? 'Saving…' : 'Save domain'}
        </Button>
      </form>
      {sso.domain && changed && (
        <p className="text-sm text-muted-foreground">
          A new domain must be verified again, and turns off the requirement to use single sign-on.
        </p>
      )}
      {save.error && <p role="alert">{save.error.message}</p>}
      {sso.domainVerifiedAt ? (
        <p role="status">
          {sso.domain} verified on {new Date(sso.domainVerifiedAt).toLocaleDateString()}.
        </p>
      ) : (
        sso.verification && (
          <div className="grid gap-3">
            <p className="text-sm">
              To prove the team controls {sso.domain}, publish this TXT record at your DNS host, then press
              Verify.
            </p>
            <CopyValue label="TXT record name" value={sso.verification.name} />
            <CopyValue label="TXT record value" value={sso.verification.value} />
            <div>
              <Button type="button" disabled={verify.isPending} onClick={() => verify.mutate()}>
                {verify.isPending ? 'Verifying…' : 'Verify'}
              </Button>
            </div>
            {verify.error && <p role="alert">{verify.error.message}</p>}
          </div>
        )
      )}
    </div>
  );
}
