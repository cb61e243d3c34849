import type { PlanInterval } from '@contract/plans';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonVariants } from '@/components/ui/button-variants';
import { useAuth } from '@/features/accounts/auth-context';
import { checkoutErrorMessage, startCheckout } from '@/features/billing/checkout';
import { formatUsd, PLANS, proPrice } from '../lib/pricing';
import { BillingToggle } from './billing-toggle';
import { PlanCard } from './plan-card';

const [FREE, PRO, ENTERPRISE] = PLANS as [(typeof PLANS)[0], (typeof PLANS)[0], (typeof PLANS)[0]];
const fullWidth = 'w-full';

function Price({ amount, suffix, detail }: { amount: string; suffix: string; detail?: string }) {
  return (
    <>
      <p>
        <span className="text-4xl font-bold tracking-tight">{amount}</span>
        <span className="ml-1 text-sm text-muted-foreground">{suffix}</span>
      </p>
      {detail && <p className="mt-1 text-sm text-muted-foreground">{detail}</p>}
    </>
  );
}

/** The three plan cards with the Monthly/Yearly toggle; Subscribe starts checkout or asks the visitor to sign in. */
export function PricingPlans({ headingLevel = 'h3' }: { headingLevel?: 'h2' | 'h3' }) {
  const [period, setPeriod] = useState<PlanInterval>('monthly');
  // A public page carries no TanStack Query (ADR 0010): its one call keeps its own busy and error state.
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { user, plan } = useAuth();
  const navigate = useNavigate();
  const pro = proPrice(period);

  async function subscribe() {
    if (!user) {
      navigate('/login?redirect=pricing');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      window.location.assign(await startCheckout(period));
    } catch (failure) {
      setError(checkoutErrorMessage(failure));
      setBusy(false);
    }
  }

  return (
    <div>
      <BillingToggle
        value={period}
        onChange={(next) => {
          setPeriod(next);
          setError(null);
        }}
      />
      {error && (
        <div
          role="alert"
          className="mx-auto mt-6 max-w-xl rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-center text-sm text-red-900"
        >
          {error}
        </div>
      )}
      <div className="mt-10 grid gap-6 lg:grid-cols-3">
        <PlanCard
          plan={FREE}
          headingLevel={headingLevel}
          price={<Price amount="$0" suffix="/month" detail="Free forever" />}
          note="No credit card required"
          action={
            <Link
              to={user ? '/dashboard' : '/login'}
              className={buttonVariants({ variant: 'outline', className: fullWidth })}
            >
              {user ? 'Go to Dashboard' : 'Get Started'}
            </Link>
          }
        />
        <PlanCard
          plan={PRO}
          headingLevel={headingLevel}
          highlighted
          price={
            <Price
              amount={formatUsd(pro.perMonth)}
              suffix="/month"
              detail={period === 'yearly' ? `Billed ${formatUsd(pro.billed)} yearly` : 'Billed monthly'}
            />
          }
          note="14-day free trial · Cancel anytime"
          action={
            plan === 'pro' ? (
              <Link to="/account" className={buttonVariants({ className: fullWidth })}>
                Manage subscription
              </Link>
            ) : (
              <button
                type="button"
                className={buttonVariants({ className: fullWidth })}
                disabled={busy}
                onClick={() => void subscribe()}
              >
                {busy ? 'Processing...' : 'Subscribe'}
              </button>
            )
          }
        />
        <PlanCard
          plan={ENTERPRISE}
          headingLevel={headingLevel}
          price={<Price amount="Custom" suffix="" detail="Tailored to your team" />}
          action={
            <Link
              to="/contact-sales?topic=enterprise"
              className={buttonVariants({ variant: 'outline', className: fullWidth })}
            >
              Contact Sales
            </Link>
          }
        />
      </div>
    </div>
  );
}
