import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAuth } from '@/features/accounts/auth-context';
import { syncCheckout } from '@/features/billing/checkout';

const NOTICE_CLASSES = {
  success: 'border-green-200 bg-green-50 text-green-900',
  canceled: 'border-amber-200 bg-amber-50 text-amber-950',
} as const;

const WAIT_STEPS = 10;
const WAIT_INTERVAL_MS = 2000;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Back from Checkout: syncs the session (Pro at once, even before the webhook), then re-reads the signed-in plan
 * until it says Pro, so the header label and the usage meter are right on the next screen.
 */
function useProAfterCheckout(sessionId: string | null) {
  const { user, plan, refresh } = useAuth();
  const [waited, setWaited] = useState(false);
  const signedIn = Boolean(user);
  const isPro = useRef(plan === 'pro');
  isPro.current = plan === 'pro';

  useEffect(() => {
    if (!signedIn) return;
    let cancelled = false;
    void (async () => {
      if (sessionId) await syncCheckout(sessionId).catch(() => 'free');
      for (let step = 0; step < WAIT_STEPS && !cancelled; step += 1) {
        await refresh();
        if (cancelled || isPro.current) return;
        await delay(WAIT_INTERVAL_MS);
      }
      if (!cancelled) setWaited(true);
    })();
    return () => {
      cancelled = true;
    };
  }, [signedIn, sessionId, refresh]);

  return { pro: plan === 'pro', waited, signedIn };
}

function SuccessText({ sessionId }: { sessionId: string | null }) {
  const { pro, waited, signedIn } = useProAfterCheckout(sessionId);
  if (pro) {
    return (
      <>
        Thank you! Your checkout is complete and your Pro plan is active.{' '}
        <Link to="/dashboard" className="font-semibold underline">
          Go to Dashboard
        </Link>
      </>
    );
  }
  if (!signedIn || waited) {
    return (
      <>
        Thank you! Your checkout is complete. Your Pro plan is activated as soon as the payment is confirmed.
      </>
    );
  }
  return <>Thank you! Your checkout is complete. Activating your Pro plan...</>;
}

export function CheckoutNotice() {
  const [params] = useSearchParams();
  const checkout = params.get('checkout');
  useEffect(() => {
    if (checkout) console.log('Checkout status:', checkout);
  }, [checkout]);
  if (checkout !== 'success' && checkout !== 'canceled') return null;
  return (
    <div
      role="status"
      className={`mx-auto mb-10 max-w-2xl rounded-lg border px-4 py-3 text-center text-sm ${NOTICE_CLASSES[checkout]}`}
    >
      {checkout === 'success' ? (
        <SuccessText sessionId={params.get('session_id')} />
      ) : (
        'Checkout was canceled. Nothing was charged, and you can subscribe whenever you are ready.'
      )}
    </div>
  );
}
