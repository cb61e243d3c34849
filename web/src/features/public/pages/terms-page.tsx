import { usePageMeta } from '@/lib/page-meta';
import { usePublicConfig } from '@/lib/public-config';
import { BackHomeLink } from '../components/back-home-link';
import { PublicLayout } from '../components/public-layout';
import { termsSections } from '../components/terms-sections';

/** `/terms`: the Terms of Service the sign-in page links to. */
export default function TermsPage() {
  usePageMeta(
    'Terms of Service',
    'The terms for using 10Kai: your account, fair use of SEC data, what analyses are and are not, plans and limits.',
  );
  const { salesEmail } = usePublicConfig();
  return (
    <PublicLayout>
      <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        <BackHomeLink />
        <h1 className="mt-6 text-4xl font-bold tracking-tight">Terms of Service</h1>
        <div className="mt-10 space-y-10">
          {termsSections(salesEmail).map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="text-base leading-relaxed text-foreground/90 [&_li]:mt-2 [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6"
            >
              <h2 id={`${section.id}-title`} className="text-xl font-semibold text-foreground">
                {index + 1}. {section.title}
              </h2>
              {section.body}
            </section>
          ))}
        </div>
      </article>
    </PublicLayout>
  );
}
