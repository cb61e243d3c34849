import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { usePageMeta } from '@/lib/page-meta';
import { PricingFaq } from '../components/pricing-faq';
import { PricingPlans } from '../components/pricing-plans';
import { PublicLayout } from '../components/public-layout';
import { useScrollToHash } from '../lib/use-scroll-to-hash';

const NOTICES = {
  success: {
    text: 'Thank you! Your checkout is complete. Your Pro plan is activated as soon as the payment is confirmed.',
    className: 'border-green-200 bg-green-50 text-green-900',
  },
  canceled: {
    text: 'Checkout was canceled. You have not been charged, and you can subscribe whenever you are ready.',
    className: 'border-amber-200 bg-amber-50 text-amber-950',
  },
} as const;

function CheckoutNotice() {
  const [params] = useSearchParams();
  const checkout = params.get('checkout');
  const notice = checkout === 'success' || checkout === 'canceled' ? NOTICES[checkout] : null;
  useEffect(() => {
    if (checkout) console.log('Checkout status:', checkout);
  }, [checkout]);
  if (!notice) return null;
  return (
    <div
      role="status"
      className={`mx-auto mb-10 max-w-2xl rounded-lg border px-4 py-3 text-center text-sm ${notice.className}`}
    >
      {notice.text}
    </div>
  );
}

export default function PricingPage() {
  usePageMeta(
    'Pricing',
    '10Kai pricing: a free plan with 10 analyses a month, Pro at $9.99 a month with a 14-day free trial, and Enterprise coming soon.',
  );
  useScrollToHash();
  return (
    <PublicLayout>
      <section className="bg-gradient-to-b from-blue-50/70 to-background py-16 sm:py-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <CheckoutNotice />
          <div className="mx-auto max-w-2xl text-center">
            <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
              Choose the right plan for your business
            </h1>
            <p className="mt-4 text-lg text-muted-foreground">
              Start free with no credit card. Try Pro free for 14 days and cancel anytime.
            </p>
          </div>
          <div className="mt-10">
            <PricingPlans headingLevel="h2" />
          </div>
        </div>
      </section>
      <section id="faq" aria-labelledby="faq-title" className="py-16 sm:py-20">
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <h2 id="faq-title" className="text-center text-3xl font-bold tracking-tight">
            Frequently asked questions
          </h2>
          <div className="mt-10">
            <PricingFaq />
          </div>
        </div>
      </section>
    </PublicLayout>
  );
}
