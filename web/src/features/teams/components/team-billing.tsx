import { MAX_TEAM_SEATS, TEAM_SEAT_MONTHLY_CENTS, TEAM_SEAT_YEARLY_CENTS, TRIAL_DAYS } from '@contract/plans';
import { AlertTriangle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useTeamBilling, useTeamCheckout, useTeamPortal } from '../api/team-billing-api';

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * The team's plan on the team page (ADR 0320): seat usage for everyone, a past-due banner for everyone, and for the
 * owner "Upgrade team" (seats and interval, to Stripe Checkout) or "Manage seats" (the billing portal).
 */
export function TeamBilling({ teamId }: { teamId: string }) {
  const { data } = useTeamBilling(teamId);
  const portal = useTeamPortal(teamId);
  if (!data) return null;
  if (data.plan === 'enterprise') {
    return (
      <section aria-label="Team plan" className="space-y-3">
        <p>
          Enterprise plan: every member is Pro;{' '}
          <strong>
            {data.used} of {data.seatLimit} seats
          </strong>{' '}
          used (members and pending invitations). Billing follows your agreement with our sales team.
        </p>
      </section>
    );
  }
  const onPlan = data.plan === 'team';
  return (
    <section aria-label="Team plan" className="space-y-3">
      {data.pastDue && (
        <Alert variant="warning">
          <AlertTriangle aria-hidden="true" />
          <AlertTitle>The team's last payment failed</AlertTitle>
          <AlertDescription>
            <p>
              Everyone keeps Pro while Stripe retries the card.{' '}
              {data.canManage
                ? 'Update the payment method in the billing portal before the retries run out.'
                : "Ask the team's owner to update the payment method."}
            </p>
          </AlertDescription>
        </Alert>
      )}
      <p>
        {onPlan ? 'Team plan' : 'No team plan'}:{' '}
        <strong>
          {data.used} of {data.seatLimit} {onPlan ? 'seats' : 'free seats'}
        </strong>{' '}
        used (members and pending invitations)
        {data.status === 'trialing' && data.trialEnd
          ? `, free trial until ${new Date(data.trialEnd).toLocaleDateString()}`
          : ''}
        {onPlan && data.cancelAtPeriodEnd && data.currentPeriodEnd
          ? `, ends on ${new Date(data.currentPeriodEnd).toLocaleDateString()}`
          : ''}
        .
      </p>
      {portal.error && <p role="alert">{portal.error.message}</p>}
      {data.canManage && !onPlan && (
        <UpgradeTeamForm teamId={teamId} minSeats={Math.max(1, data.used)} trial={data.trialAvailable} />
      )}
      {data.canManage && data.status !== null && (
        <Button variant="outline" disabled={portal.isPending} onClick={() => portal.mutate()}>
          {portal.isPending ? 'Opening…' : 'Manage seats'}
        </Button>
      )}
    </section>
  );
}

function UpgradeTeamForm({ teamId, minSeats, trial }: { teamId: string; minSeats: number; trial: boolean }) {
  const checkout = useTeamCheckout(teamId);
  const [seats, setSeats] = useState(String(minSeats));
  const [interval, setBillingInterval] = useState<'month' | 'year'>('month');
  const count = Number(seats);
  const perSeat = interval === 'year' ? TEAM_SEAT_YEARLY_CENTS : TEAM_SEAT_MONTHLY_CENTS;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    checkout.mutate({ interval, seats: count });
  };
  return (
    <form onSubmit={submit} aria-label="Upgrade team" className="flex flex-wrap items-end gap-3">
      <div>
        <Label htmlFor="team-seats">Seats</Label>
        <Input
          id="team-seats"
          type="number"
          min={minSeats}
          max={MAX_TEAM_SEATS}
          value={seats}
          onChange={(e) => setSeats(e.target.value)}
        />
      </div>
      <div>
        <Label htmlFor="team-interval">Billing</Label>
        <select
          id="team-interval"
          value={interval}
          onChange={(e) => setBillingInterval(e.target.value === 'year' ? 'year' : 'month')}
        >
          <option value="month">Monthly, {dollars(TEAM_SEAT_MONTHLY_CENTS)} a seat</option>
          <option value="year">Yearly, {dollars(TEAM_SEAT_YEARLY_CENTS)} a seat (20 % off)</option>
        </select>
      </div>
      <Button type="submit" disabled={checkout.isPending || !Number.isInteger(count) || count < 1}>
        {checkout.isPending ? 'Opening checkout…' : 'Upgrade team'}
      </Button>
      <p className="w-full text-sm text-muted-foreground">
        Pro for every member: {Number.isInteger(count) && count > 0 ? dollars(perSeat * count) : '—'} a{' '}
        {interval}
        {trial ? `, after a ${TRIAL_DAYS}-day free trial` : ''}.
      </p>
      {checkout.error && <p role="alert">{checkout.error.message}</p>}
    </form>
  );
}
