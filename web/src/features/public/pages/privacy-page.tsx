import { formatLongDate } from '@/lib/format';
import { usePageMeta } from '@/lib/page-meta';
import { usePublicConfig } from '@/lib/public-config';
import { BackHomeLink } from '../components/back-home-link';
import { privacySections } from '../components/privacy-sections';
import { PublicLayout } from '../components/public-layout';

/** The date of the policy's current text; change it with the text. */
const PRIVACY_UPDATED = '2026-11-26';

export default function PrivacyPage() {
  usePageMeta(
    'Privacy Policy',
    'How 10Kai collects, uses, shares and protects your personal information, and the choices and rights you have.',
  );
  const { privacyEmail } = usePublicConfig();
  const sections = privacySections(privacyEmail);
  return (
    <PublicLayout>
      <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        <BackHomeLink />
        <h1 className="mt-6 text-4xl font-bold tracking-tight">Privacy Policy</h1>
        <p className="mt-3 text-sm text-muted-foreground">Last updated: {formatLongDate(PRIVACY_UPDATED)}</p>
        <div className="mt-10 space-y-10">
          {sections.map((section, index) => (
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
