import { Link } from 'react-router';
import { Brand } from '@/components/brand';
import { usePublicConfig } from '@/lib/public-config';
import { SectionLink } from './section-link';

const linkClass = 'rounded-sm text-sm text-muted-foreground transition-colors hover:text-foreground';

function Column({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-foreground">{title}</h2>
      <ul className="mt-3 space-y-2">{children}</ul>
    </div>
  );
}

export function SiteFooter() {
  const { salesEmail, privacyEmail } = usePublicConfig();
  const year = new Date().getFullYear();
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.5fr_1fr_1fr_1fr]">
        <div>
          <Brand />
          <p className="mt-3 max-w-xs text-sm text-muted-foreground">
            Sales insights from the 10-K and 10-Q filings of US public companies.
          </p>
        </div>
        <Column title="Product">
          <li>
            <SectionLink section="features" className={linkClass}>
              Features
            </SectionLink>
          </li>
          <li>
            <SectionLink section="howitworks" className={linkClass}>
              How It Works
            </SectionLink>
          </li>
          <li>
            <Link to="/pricing" className={linkClass}>
              Pricing
            </Link>
          </li>
          <li>
            <SectionLink section="testimonials" className={linkClass}>
              Testimonials
            </SectionLink>
          </li>
        </Column>
        <Column title="Resources">
          <li>
            <Link to="/pricing#faq" className={linkClass}>
              FAQ
            </Link>
          </li>
          <li>
            <a
              href="https://www.sec.gov/edgar/search/"
              className={linkClass}
              target="_blank"
              rel="noopener noreferrer"
            >
              SEC EDGAR search<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
          <li>
            <Link to="/privacy" className={linkClass}>
              Privacy Policy
            </Link>
          </li>
          <li>
            <Link to="/terms" className={linkClass}>
              Terms of Service
            </Link>
          </li>
        </Column>
        <Column title="Company">
          <li>
            <a href={`mailto:${salesEmail}`} className={linkClass}>
              Contact Sales
            </a>
          </li>
          <li>
            <a href={`mailto:${privacyEmail}`} className={linkClass}>
              Privacy questions
            </a>
          </li>
          <li>
            <Link to="/login" className={linkClass}>
              Sign in
            </Link>
          </li>
        </Column>
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>© {year} 10Kai. All rights reserved.</p>
          <Link to="/privacy" className={linkClass}>
            Privacy Policy
          </Link>
        </div>
      </div>
    </footer>
  );
}
