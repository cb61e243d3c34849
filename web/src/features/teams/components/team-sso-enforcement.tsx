import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { type TeamSso, useSetSsoEnforcement } from '../api/team-sso-api';

/**
 * Step 3: require single sign-on for the domain. The server allows it only after a sign-in through the connection
 * (so a typo cannot lock everyone out); the switch says so rather than failing.
 */
export function SsoEnforcementStep({ teamId, sso }: { teamId: string; sso: TeamSso }) {
  const enforce = useSetSsoEnforcement(teamId);
  const ready = Boolean(sso.domainVerifiedAt && sso.issuer && sso.lastSignInAt);
  const id = `sso-enforced-${teamId}`;
  const explanation = sso.enforced
    ? `Password sign-in and sign-up are refused for addresses at ${sso.domain}: those people sign in through your identity provider.`
    : ready && sso.lastSignInAt
      ? `Someone signed in through single sign-on on ${new Date(sso.lastSignInAt).toLocaleDateString()}. Until you require it, people at ${sso.domain} can still use a password.`
      : `Available once ${sso.domain} is verified, the connection is saved and someone has signed in through it (Sign in with SSO, with an address at ${sso.domain}), so nobody is locked out.`;
  return (
    <div className="grid gap-2">
      <h3 className="font-semibold">3. Require single sign-on</h3>
      <div className="flex items-center gap-3">
        <Switch
          id={id}
          checked={sso.enforced}
          disabled={(!ready && !sso.enforced) || enforce.isPending}
          aria-describedby={`${id}-explanation`}
          onCheckedChange={(checked) => enforce.mutate(checked)}
        />
        <Label htmlFor={id}>Require single sign-on for everyone at {sso.domain}</Label>
      </div>
      <p id={`${id}-explanation`} className="text-sm text-muted-foreground">
        {explanation}
      </p>
      {enforce.error && <p role="alert">{enforce.error.message}</p>}
    </div>
  );
}
