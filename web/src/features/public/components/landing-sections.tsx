import {
  Building2,
  FileSearch,
  ListChecks,
  MessageSquareQuote,
  Search,
  Share2,
  ShieldAlert,
  Sparkles,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button-variants';
import { usePublicConfig } from '@/lib/public-config';
import { analysisClaims } from '../lib/analysis-claims';
import { PricingPlans } from './pricing-plans';

function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
}: {
  id: string;
  eyebrow: string;
  title: string;
  intro: string;
}) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold text-primary">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
        {title}
      </h2>
      <p className="mt-4 text-muted-foreground">{intro}</p>
    </div>
  );
}

type Claims = ReturnType<typeof analysisClaims>;

const features = (claims: Claims): { icon: ReactNode; title: string; text: string }[] => [
  {
    icon: <Search />,
    title: 'Search any public company',
    text: 'Find US-listed companies by name, ticker or industry and open their profile.',
  },
  {
    icon: <FileSearch />,
    title: 'Latest 10-K and 10-Q filings',
    text: 'Fetch annual and quarterly reports straight from SEC EDGAR and read them in the built-in viewer.',
  },
  { icon: <Sparkles />, title: claims.featureTitle, text: claims.featureText },
  {
    icon: <ShieldAlert />,
    title: 'Risks and cybersecurity',
    text: 'See the security, compliance and transformation pressures a company has disclosed to its investors.',
  },
  {
    icon: <ListChecks />,
    title: 'Lists and saved companies',
    text: 'Save prospects into named lists and pick up where you left off with recently viewed.',
  },
  {
    icon: <Share2 />,
    title: 'CRM export',
    text: 'Pro users send an analysis to Salesforce or HubSpot as a note on the right account.',
  },
];

export function FeaturesSection() {
  const claims = analysisClaims(usePublicConfig().aiAnalysis);
  return (
    <section id="features" aria-labelledby="features-title" className="py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="features-title"
          eyebrow="Features"
          title="Research that used to take hours, in minutes"
          intro="Everything a seller needs to understand an account from what it tells the SEC."
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features(claims).map((feature) => (
            <li key={feature.title} className="rounded-xl border bg-card p-6 shadow-sm">
              <span
                aria-hidden="true"
                className="inline-flex size-10 items-center justify-center rounded-lg bg-blue-50 text-primary [&_svg]:size-5"
              >
                {feature.icon}
              </span>
              <h3 className="mt-4 font-semibold">{feature.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{feature.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const steps = (claims: Claims): { title: string; text: string }[] => [
  {
    title: 'Search any public company',
    text: 'Type a name or ticker: 10Kai finds the company and its latest annual and quarterly filings.',
  },
  { title: 'Analyse its technology needs', text: claims.step },
  {
    title: 'Organise and prioritise prospects',
    text: 'Save companies into lists, get an alert when one files, and reach out with a reason to talk.',
  },
];

export function HowItWorksSection() {
  const claims = analysisClaims(usePublicConfig().aiAnalysis);
  return (
    <section id="howitworks" aria-labelledby="howitworks-title" className="bg-muted/40 py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="howitworks-title"
          eyebrow="How It Works"
          title="From filing to first call in three steps"
          intro="No finance background needed: 10Kai does the reading, you do the selling."
        />
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {steps(claims).map((step, index) => (
            <li key={step.title} className="rounded-xl border bg-card p-6 shadow-sm">
              <span
                aria-hidden="true"
                className="inline-flex size-9 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 font-semibold">{step.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

const TESTIMONIALS: { quote: string; name: string; role: string }[] = [
  {
    quote: 'I walk into discovery calls already knowing the three projects the CIO promised the board.',
    name: 'Jordan M.',
    role: 'Enterprise Account Executive',
  },
  {
    quote: 'The risk-factor summaries gave our security pitch a concrete, quotable reason to talk.',
    name: 'Priya S.',
    role: 'Sales Development Lead',
  },
  {
    quote: 'Account planning for twenty named accounts went from a week of reading to an afternoon.',
    name: 'Marcus L.',
    role: 'Regional Sales Director',
  },
];

export function TestimonialsSection() {
  return (
    <section id="testimonials" aria-labelledby="testimonials-title" className="py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="testimonials-title"
          eyebrow="Testimonials"
          title="Built for people who sell to public companies"
          intro="Sample stories showing how sellers use 10Kai (illustrative, not customer endorsements)."
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((item) => (
            <li key={item.name} className="flex flex-col rounded-xl border bg-card p-6 shadow-sm">
              <MessageSquareQuote className="size-6 text-primary" aria-hidden="true" />
              <blockquote className="mt-4 flex-1 text-sm leading-relaxed">“{item.quote}”</blockquote>
              <p className="mt-4 text-sm font-semibold">{item.name}</p>
              <p className="text-xs text-muted-foreground">{item.role}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function PricingSection() {
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="bg-muted/40 py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="pricing-title"
          eyebrow="Pricing"
          title="Simple plans that grow with your pipeline"
          intro="Start free. Upgrade when 10Kai becomes part of your weekly routine."
        />
        <div className="mt-10">
          <PricingPlans />
        </div>
      </div>
    </section>
  );
}

export function CallToActionSection() {
  return (
    <section aria-labelledby="cta-title" className="py-20">
      <div className="mx-auto max-w-4xl px-4 sm:px-6">
        <div className="rounded-2xl bg-primary px-6 py-12 text-center text-primary-foreground sm:px-12">
          <Building2 className="mx-auto size-10 opacity-90" aria-hidden="true" />
          <h2 id="cta-title" className="mt-4 text-3xl font-bold tracking-tight">
            Ready to find your next deal?
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-blue-50">
            Analyse your first filing today. The free plan needs no credit card, and Pro starts with a 14-day
            free trial you can cancel anytime.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <a
              href="/login"
              target="_blank"
              rel="noopener noreferrer"
              className={buttonVariants({ size: 'lg', variant: 'secondary' })}
            >
              Try it now<span className="sr-only"> (opens in a new tab)</span>
            </a>
            <Link
              to="/contact-sales?topic=demo"
              className={buttonVariants({
                size: 'lg',
                variant: 'outline',
                className: 'border-white/70 bg-transparent text-white hover:bg-white/10 hover:text-white',
              })}
            >
              Schedule a Demo
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
