import { FREE_MONTHLY_ANALYSES, FREE_SAVED_COMPANY_LIMIT, TRIAL_DAYS } from '@contract/plans';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { usePublicConfig } from '@/lib/public-config';
import { analysisClaims } from '../lib/analysis-claims';
import { formatUsd, PRO_MONTHLY_PRICE, proPrice } from '../lib/pricing';

const yearly = proPrice('yearly');

/** `source`: where analyses come from, which depends on the engine this server runs (see analysisClaims). */
const faq = (source: string): { question: string; answer: string }[] => [
  {
    question: 'Is there really a free plan?',
    answer: `Yes. The Free plan includes ${FREE_MONTHLY_ANALYSES} analyses a month, ${FREE_SAVED_COMPANY_LIMIT} saved companies and access to 10-K and 10-Q reports. No credit card is required to sign up.`,
  },
  {
    question: 'What does Pro add?',
    // The Pro card lists PRO_BENEFITS (contract/pro-benefits.ts); repeating them here would cost the landing budget.
    answer:
      'The items on the Pro card above and nothing else: the analysis itself is the same on both plans.',
  },
  {
    question: `How does the ${TRIAL_DAYS}-day free trial of Pro work?`,
    answer: `Pro starts with a ${TRIAL_DAYS}-day free trial, once per account. You enter a card at checkout, but nothing is charged until the trial ends, and you can cancel before then at no cost.`,
  },
  {
    question: 'Can I cancel anytime?',
    answer:
      'Yes. Cancel from Account & Subscription whenever you like. You keep Pro until the end of the period you have paid for, and you are not charged again.',
  },
  {
    question: 'How much is Pro on yearly billing?',
    answer: `Pro costs ${formatUsd(PRO_MONTHLY_PRICE)} a month, or ${formatUsd(yearly.billed)} a year on yearly billing — ${formatUsd(yearly.perMonth)} a month, 20% less.`,
  },
  {
    question: 'Where does the data come from?',
    answer: source,
  },
  {
    question: 'Which CRMs can I export to?',
    answer: 'Pro users can add an analysis as a note to an account in Salesforce or to a company in HubSpot.',
  },
  {
    question: 'How are payments handled?',
    answer:
      'Payments are processed by Stripe. Your card details go directly to Stripe; 10Kai never sees or stores your card number.',
  },
  {
    question: 'What does Enterprise add?',
    answer:
      'Single sign-on through your identity provider (OpenID Connect; SAML is not supported): your team verifies its e-mail domain, colleagues join the team the first time they sign in, and you can turn off password sign-in for your domain. Every member is Pro, up to 1,000 members. Contact sales and we set it up for your team.',
  },
];

export function PricingFaq() {
  const items = faq(analysisClaims(usePublicConfig().aiAnalysis).source);
  return (
    <Accordion type="single" collapsible className="rounded-xl border bg-card px-6 shadow-sm">
      {items.map((item) => (
        <AccordionItem key={item.question} value={item.question}>
          <AccordionTrigger>{item.question}</AccordionTrigger>
          <AccordionContent>{item.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
