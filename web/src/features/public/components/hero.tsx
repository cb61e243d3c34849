import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button-variants';
import { usePublicConfig } from '@/lib/public-config';
import { analysisClaims } from '../lib/analysis-claims';

function SampleInsight() {
  return (
    <div aria-hidden="true" className="rounded-2xl border bg-card p-5 shadow-lg sm:p-6">
      <div className="flex items-center justify-between">
        <div>
          <p className="text-sm font-semibold">Acme Cloud Inc.</p>
          <p className="text-xs text-muted-foreground">Illustration · a fictional company</p>
        </div>
        <span className="rounded-md bg-blue-50 px-2 py-0.5 text-xs font-semibold text-blue-800">ACME</span>
      </div>
      <div className="mt-5 space-y-3">
        <div className="rounded-lg border-l-4 border-blue-600 bg-blue-50/60 p-3">
          <p className="text-xs font-semibold text-blue-900">Key initiative</p>
          <p className="mt-1 text-sm">Migrating core billing systems to a multi-cloud platform by 2026.</p>
        </div>
        <div className="rounded-lg border-l-4 border-amber-500 bg-amber-50/60 p-3">
          <p className="text-xs font-semibold text-amber-900">Risk factor</p>
          <p className="mt-1 text-sm">Ransomware and third-party vendor breaches named as material risks.</p>
        </div>
        <div className="rounded-lg border-l-4 border-green-600 bg-green-50/60 p-3">
          <p className="text-xs font-semibold text-green-900">Conversation starter</p>
          <p className="mt-1 text-sm">“How is the billing migration affecting your security review cycle?”</p>
        </div>
      </div>
    </div>
  );
}

export function Hero() {
  const { aiAnalysis } = usePublicConfig();
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-blue-50/70 to-background">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-2">
        <div>
          <p className="inline-flex rounded-full border bg-background px-3 py-1 text-xs font-medium text-muted-foreground">
            {analysisClaims(aiAnalysis).badge}
          </p>
          <h1 className="mt-5 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            Know what your prospects need before the first call
          </h1>
          <p className="mt-5 max-w-xl text-lg text-muted-foreground">
            10Kai reads the 10-K and 10-Q filings of US public companies and turns them into technology
            initiatives, risks, positioning and conversation starters tailored to what you sell.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a
              href="/login"
              target="_blank"
              rel="noopener noreferrer"
              className={buttonVariants({ size: 'lg' })}
            >
              Try it now<span className="sr-only"> (opens in a new tab)</span>
            </a>
            <Link to="/demo" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
              Watch Demo
            </Link>
          </div>
          <p className="mt-4 text-sm text-muted-foreground">
            Free plan with no credit card required · 14-day free trial of Pro · Cancel anytime
          </p>
        </div>
        <SampleInsight />
      </div>
    </section>
  );
}
