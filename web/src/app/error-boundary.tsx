import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { FullPageError } from '@/components/full-page-error';
import { Button } from '@/components/ui/button';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  // A stale tab after a deploy asks for chunk files that no longer exist: a reload fetches the new ones.
  if (error instanceof Error && /dynamically imported module|Importing a module script failed/i.test(error.message)) {
    return 'A new version of 10Kai is available. Please reload the page.';
  }
  if (error instanceof Error && error.message) return error.message;
  return 'An unexpected error occurred.';
}

function ErrorActions() {
  return (
    <>
      <Button onClick={() => window.location.reload()}>Reload page</Button>
      <Button variant="outline" onClick={() => window.location.assign('/')}>
        Go to home
      </Button>
    </>
  );
}

/** `errorElement` of the root route: any render or loader failure inside the router. */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  return <FullPageError message={describe(error)} actions={<ErrorActions />} />;
}

interface AppErrorBoundaryState {
  error: unknown;
}

/** Last line of defence around the providers and router themselves. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): AppErrorBoundaryState {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    if (this.state.error) return <FullPageError message={describe(this.state.error)} actions={<ErrorActions />} />;
    return this.props.children;
  }
}
