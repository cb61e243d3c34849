import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toasterStore } from '@/lib/toast';

const SonnerToaster = lazy(() => import('./sonner-toaster'));

/** Mounts sonner on the first toast; at most one toast is visible at a time. */
export function AppToaster() {
  const requested = useSyncExternalStore(toasterStore.subscribe, toasterStore.isRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}
