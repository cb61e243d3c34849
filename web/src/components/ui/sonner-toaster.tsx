import { useEffect } from 'react';
import { toast as sonner, Toaster } from 'sonner';
import { type ToastCall, toasterStore } from '@/lib/toast';

function show({ kind, message, options }: ToastCall): void {
  if (kind === 'default') sonner(message, options);
  else sonner[kind](message, options);
}

export default function SonnerToaster() {
  // Sonner's <Toaster> subscribes in its own effect, which runs before this parent effect: replaying is safe here.
  useEffect(() => toasterStore.connect(show, (id) => sonner.dismiss(id)), []);
  return <Toaster visibleToasts={1} position="top-right" richColors closeButton />;
}
