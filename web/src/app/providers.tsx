import type { ReactNode } from 'react';
import { AppToaster } from '@/components/ui/toaster';
import { AuthProvider } from '@/features/accounts/auth-context';

/**
 * Shell-wide providers. TanStack Query is deliberately not here: it wraps signed-in pages only (see router.tsx),
 * so the public pages do not download it.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      {children}
      <AppToaster />
    </AuthProvider>
  );
}
