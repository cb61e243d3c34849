import { FREE_MONTHLY_ANALYSES, PRO_MONTHLY_PRICE, TRIAL_DAYS } from '@contract/plans';
import { usePageMeta } from '@/lib/page-meta';
import { CheckoutNotice } from '../components/checkout-notice';
import { PricingFaq } from '../components/pricing-faq';
import { PricingPlans } from '../components/pricing-plans';
import { PublicLayout } from '../components/public-layout';
import { TeamPlanNote } from '../components/team-plan-note';
import { formatUsd } from '../lib/pricing';
import { useScrollToHash } from '../lib/use-scroll-to-hash';

export default function PricingPage() {
  usePageMeta(
    'Pricing',
    `10Kai pricing: a free plan with ${FREE_MONTHLY_ANALYSES} analyses a month, Pro at ${formatUsd(PRO_MONTHLY_PRICE)} a month with a ${TRIAL_DAYS}-day free trial, and Enterprise with single sign-on through sales.`,
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
              Start free with no credit card. Try Pro free for {TRIAL_DAYS} days and cancel anytime.
            </p>
          </div>
          <div className="mt-10">
            <PricingPlans headingLevel="h2" />
            <TeamPlanNote />
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
