import { usePageMeta } from '@/lib/page-meta';
import { AccountDeletedNotice } from '../components/account-deleted-notice';
import { Hero } from '../components/hero';
import {
  CallToActionSection,
  FeaturesSection,
  HowItWorksSection,
  PricingSection,
  TestimonialsSection,
} from '../components/landing-sections';
import { PublicLayout } from '../components/public-layout';
import { useScrollToHash } from '../lib/use-scroll-to-hash';

export default function LandingPage() {
  usePageMeta(undefined);
  useScrollToHash();
  return (
    <PublicLayout>
      <AccountDeletedNotice />
      <Hero />
      <FeaturesSection />
      <HowItWorksSection />
      <TestimonialsSection />
      <PricingSection />
      <CallToActionSection />
    </PublicLayout>
  );
}
