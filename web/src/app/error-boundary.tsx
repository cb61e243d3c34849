import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FullPageError } from '@/components/full-page-error';
import { buttonVariants } from '@/components/ui/button-variants';

function describe(error: unknown): string {
  // A stale tab after a deploy asks for chunk files that no longer exist: a reload fetches the new ones.
  if (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message)
  ) {
    return 'A new version of 10Kai may be available, or the connection dropped. Please reload the page.';
  }
  if (error instanceof Error && error.message) return error.message;
  return 'An unexpected error occurred.';
}

function ErrorActions() {
  return (
    <>
      <button type="button" className={buttonVariants()} onClick={() => window.location.reload()}>
        Reload page
      </button>
      <a className={buttonVariants({ variant: 'outline' })} href="/">
        Go to home
      </a>
    </>
  );
}

interface AppErrorBoundaryProps {
  children: ReactNode;
  /** When this changes (e.g. the path), a shown error is cleared so navigating away recovers. */
  resetKey?: string;
}

interface AppErrorBoundaryState {
  error: unknown;
  resetKey: string | undefined;
}

/** Any render failure below it becomes a full-page error with a way out, never a blank screen. */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<AppErrorBoundaryState> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(
    props: AppErrorBoundaryProps,
    state: AppErrorBoundaryState,
  ): Partial<AppErrorBoundaryState> | null {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    if (this.state.error)
      return <FullPageError message={describe(this.state.error)} actions={<ErrorActions />} />;
    return this.props.children;
  }
}
