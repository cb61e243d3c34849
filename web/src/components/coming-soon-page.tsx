import { Construction } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { usePageMeta } from '@/lib/page-meta';

/** Stand-in for a screen whose release has not landed yet, so every route in the table leads somewhere honest. */
export function ComingSoonPage({ title }: { title: string }) {
  usePageMeta(title);
  return (
    <main className="flex min-h-dvh items-center justify-center p-6">
      <div className="w-full max-w-md rounded-xl border bg-card p-8 text-center shadow-sm">
        <Construction className="mx-auto mb-4 size-10 text-primary" aria-hidden="true" />
        <h1 className="text-xl font-semibold">{title}</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          This page is coming in a later release of 10Kai. Nothing is lost — it will appear here once it is
          ready.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button asChild variant="outline">
            <Link to="/">Go to home</Link>
          </Button>
          <Button asChild>
            <Link to="/dashboard">Open dashboard</Link>
          </Button>
        </div>
      </div>
    </main>
  );
}
