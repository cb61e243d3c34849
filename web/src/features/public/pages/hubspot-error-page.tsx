import { AlertCircle } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Brand } from '@/components/brand';
import { buttonVariants } from '@/components/ui/button-variants';
import { usePageMeta } from '@/lib/page-meta';

const DEFAULT_CODE = 'Unknown';
const DEFAULT_MESSAGE = 'An error occurred during HubSpot connection';

const SOLUTIONS = [
  'Make sure you grant all the required permissions when HubSpot asks you to authorize 10Kai.',
  'Clear your browser cache and cookies, then try connecting again.',
  'Check that your HubSpot account has the access level needed to install apps.',
  'Verify that the 10Kai app is configured in your HubSpot account.',
];

/** Where the HubSpot connection flow lands on failure. Query values are shown as text only, never as HTML. */
export default function HubspotErrorPage() {
  usePageMeta('HubSpot Connection Failed');
  const [params] = useSearchParams();
  const code = params.get('code') || DEFAULT_CODE;
  const message = params.get('message') || DEFAULT_MESSAGE;

  useEffect(() => {
    console.log('HubSpot connection error:', { code, message });
  }, [code, message]);

  return (
    <div className="flex min-h-dvh flex-col bg-muted/40">
      <header className="px-4 py-4 sm:px-6">
        <Brand />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pb-16 sm:items-center">
        <div className="w-full max-w-lg rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
          <div className="flex items-center gap-3">
            <AlertCircle className="size-8 shrink-0 text-destructive" aria-hidden="true" />
            <h1 className="text-2xl font-bold tracking-tight">HubSpot Connection Failed</h1>
          </div>
          <p className="mt-3 text-muted-foreground">
            We couldn’t complete the connection between 10Kai and your HubSpot account.
          </p>

          <section
            aria-labelledby="error-details"
            className="mt-6 rounded-lg border border-red-200 bg-red-50 p-4"
          >
            <h2 id="error-details" className="text-sm font-semibold text-red-900">
              Error Details
            </h2>
            <dl className="mt-2 space-y-1 text-sm text-red-950">
              <div className="flex flex-wrap gap-x-2">
                <dt className="font-medium">Error Code:</dt>
                <dd data-testid="hubspot-error-code" className="break-all">
                  {code}
                </dd>
              </div>
              <div className="flex flex-wrap gap-x-2">
                <dt className="font-medium">Message:</dt>
                <dd data-testid="hubspot-error-message" className="break-words">
                  {message}
                </dd>
              </div>
            </dl>
          </section>

          <section aria-labelledby="solutions" className="mt-6">
            <h2 id="solutions" className="font-semibold">
              Common solutions
            </h2>
            <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm text-muted-foreground">
              {SOLUTIONS.map((solution) => (
                <li key={solution}>{solution}</li>
              ))}
            </ul>
          </section>

          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/dashboard" className={buttonVariants({ className: 'sm:flex-1' })}>
              Back to Dashboard
            </Link>
            <Link to="/account" className={buttonVariants({ variant: 'outline', className: 'sm:flex-1' })}>
              Manage Connections
            </Link>
          </div>
        </div>
      </main>
    </div>
  );
}
