import { SALES_TOPICS, type SalesTopic } from '@contract/sales';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useOptionalAuth } from '@/features/accounts/auth-context';
import { usePageMeta } from '@/lib/page-meta';
import { usePublicConfig } from '@/lib/public-config';
import { BackHomeLink } from '../components/back-home-link';
import { ContactSalesForm } from '../components/contact-sales-form';
import { PublicLayout } from '../components/public-layout';

function topicOf(value: string | null): SalesTopic {
  return SALES_TOPICS.find((topic) => topic === value) ?? 'enterprise';
}

/** `/contact-sales?topic=enterprise|demo|plans`: the form the Contact Sales and Schedule a Demo buttons open. */
export default function ContactSalesPage() {
  usePageMeta(
    'Contact sales',
    'Write to the 10Kai sales team about Enterprise, a demo or plans for your team. A person replies by e-mail.',
  );
  const [params] = useSearchParams();
  const topic = topicOf(params.get('topic'));
  const { salesEmail } = usePublicConfig();
  const user = useOptionalAuth()?.user;
  const signedIn = useMemo(() => (user ? { name: user.name ?? '', email: user.email } : undefined), [user]);
  return (
    <PublicLayout>
      <article className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
        <BackHomeLink />
        <h1 className="mt-6 text-4xl font-bold tracking-tight">Contact sales</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          Tell us about your team: Enterprise, a demo, or a question about plans. A person on our sales team
          reads every message and replies by e-mail. You can also write to{' '}
          <a href={`mailto:${salesEmail}`} className="font-medium text-primary hover:underline">
            {salesEmail}
          </a>
          .
        </p>
        <div className="mt-8">
          {/* A link to another topic while the page is open starts a fresh form. */}
          <ContactSalesForm key={topic} topic={topic} signedIn={signedIn} salesEmail={salesEmail} />
        </div>
      </article>
    </PublicLayout>
  );
}
