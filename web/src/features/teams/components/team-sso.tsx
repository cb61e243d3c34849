import { Link } from 'react-router';
import { useTeamSso } from '../api/team-sso-api';
import { SsoConnectionStep } from './team-sso-connection';
import { SsoDomainStep } from './team-sso-domain';
import { SsoEnforcementStep } from './team-sso-enforcement';
import { RemoveSso } from './team-sso-remove';

/**
 * Single sign-on on the team page, for owners and admins (ADR 0325): on the Enterprise plan, the three steps
 * (domain, connection, requirement) in order; otherwise what the plan would bring and where to ask for it.
 */
export function TeamSso({ teamId }: { teamId: string }) {
  const { data: sso, error } = useTeamSso(teamId);
  const titleId = `team-sso-${teamId}`;
  return (
    <section aria-labelledby={titleId} className="grid gap-5 rounded-lg border p-4">
      <h2 id={titleId} className="text-lg font-semibold">
        Single sign-on
      </h2>
      {error && <p role="alert">{error.message}</p>}
      {sso && !sso.enterprise && (
        <p>
          Single sign-on comes with the Enterprise plan: people at your company sign in through your identity
          provider and join this team on their first sign-in.{' '}
          <Link to="/contact-sales?topic=enterprise" className="font-medium text-primary underline">
            Contact sales about Enterprise
          </Link>
        </p>
      )}
      {sso?.enterprise && (
        <>
          <SsoDomainStep key={sso.domain ?? ''} teamId={teamId} sso={sso} />
          {sso.domain && (
            <>
              <SsoConnectionStep teamId={teamId} sso={sso} />
              <SsoEnforcementStep teamId={teamId} sso={sso} />
            </>
          )}
        </>
      )}
      {sso?.domain && <RemoveSso teamId={teamId} domain={sso.domain} />}
    </section>
  );
}
