import {
  FREE_TEAM_MEMBERS,
  TEAM_SEAT_MONTHLY_CENTS,
  TEAM_SEAT_YEARLY_CENTS,
  TRIAL_DAYS,
} from '@contract/plans';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button-variants';
import { formatUsd } from '../lib/pricing';

/**
 * The Team plan under the pricing page's plan cards (ADR 0320). Not on the landing page, whose JavaScript budget the
 * three plan cards the spec names already fill.
 */
export function TeamPlanNote() {
  return (
    <section
      aria-label="Team plan"
      data-plan="team"
      className="mx-auto mt-8 max-w-3xl rounded-lg border px-6 py-4 text-center text-sm"
    >
      <p>
        <strong>Team plan:</strong> Pro for every member of your team at{' '}
        {formatUsd(TEAM_SEAT_MONTHLY_CENTS / 100)} a seat a month or {formatUsd(TEAM_SEAT_YEARLY_CENTS / 100)}{' '}
        a seat a year, with a {TRIAL_DAYS}-day free trial once per team. The team's owner buys seats and
        changes them at any time; without it, a team of up to {FREE_TEAM_MEMBERS} shares lists on its members'
        own plans.
      </p>
      <Link to="/teams" className={buttonVariants({ variant: 'link' })}>
        Set up a team
      </Link>
    </section>
  );
}
