import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';

interface FullPageErrorProps {
  title?: string;
  message: string;
  actions?: ReactNode;
}

/** A whole-screen failure notice: the page could not be drawn, but the user is never left with a blank tab. */
export function FullPageError({ title = 'Something went wrong', message, actions }: FullPageErrorProps) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted/40 p-6">
      <div role="alert" className="w-full max-w-md rounded-xl border bg-card p-8 text-center shadow-sm">
        <AlertTriangle className="mx-auto mb-4 size-10 text-destructive" aria-hidden="true" />
        <h1 className="text-xl font-semibold">{title}</h1>
        <p className="mt-2 break-words text-sm text-muted-foreground">{message}</p>
        {actions && <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div>}
      </div>
    </main>
  );
}
