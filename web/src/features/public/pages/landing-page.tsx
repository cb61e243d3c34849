import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { usePageMeta } from '@/lib/page-meta';
import { Hero } from '../components/hero';
import {
  CallToActionSection,
  FeaturesSection,
  HowItWorksSection,
  PricingSection,
  TestimonialsSection,
} from '../components/landing-sections';
import { PublicLayout } from '../components/public-layout';

/** Arriving from another page at `/#pricing` etc.: scroll to the section once it is on the page. */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
}

export default function LandingPage() {
  usePageMeta(undefined);
  useScrollToHash();
  return (
    <PublicLayout>
      <Hero />
      <FeaturesSection />
      <HowItWorksSection />
      <TestimonialsSection />
      <PricingSection />
      <CallToActionSection />
    </PublicLayout>
  );
}
