/**
 * App-wide toasts. Sonner is loaded on the first toast only, so public pages do not pay for it up front;
 * calls made before it is ready are queued and replayed once the <Toaster> has mounted.
 */
export type ToastKind = 'default' | 'success' | 'error' | 'info' | 'warning';

export interface ToastOptions {
  description?: string;
  duration?: number;
  id?: string | number;
}

export interface ToastCall {
  kind: ToastKind;
  message: string;
  options?: ToastOptions;
}

type Sink = (call: ToastCall) => void;
type DismissSink = (id?: string | number) => void;

let sink: Sink | null = null;
let dismissSink: DismissSink | null = null;
let queue: ToastCall[] = [];
let requested = false;
const listeners = new Set<() => void>();

function push(call: ToastCall): void {
  if (sink) {
    sink(call);
    return;
  }
  queue.push(call);
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
}

/** For the <AppToaster>: whether a toast has been asked for yet (it then mounts sonner). */
export const toasterStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isRequested: (): boolean => requested,
  connect(nextSink: Sink, nextDismiss: DismissSink): () => void {
    sink = nextSink;
    dismissSink = nextDismiss;
    const pending = queue;
    queue = [];
    for (const call of pending) nextSink(call);
    return () => {
      sink = null;
      dismissSink = null;
    };
  },
};

const make =
  (kind: ToastKind) =>
  (message: string, options?: ToastOptions): void =>
    push({ kind, message, options });

export const toast = Object.assign(make('default'), {
  success: make('success'),
  error: make('error'),
  info: make('info'),
  warning: make('warning'),
  dismiss(id?: string | number): void {
    if (dismissSink) dismissSink(id);
    else queue = id === undefined ? [] : queue.filter((call) => call.options?.id !== id);
  },
});
