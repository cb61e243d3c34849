import { describe, expect, it, vi } from 'vitest';
import { type ToastCall, toast, toasterStore } from './toast';

describe('toast queue', () => {
  it('asks for the toaster on first use and replays queued calls once it connects', () => {
    const listener = vi.fn();
    const unsubscribe = toasterStore.subscribe(listener);
    expect(toasterStore.isRequested()).toBe(false);

    toast.error('Connection Failed', { description: 'Try again' });
    toast.success('Export successful');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(toasterStore.isRequested()).toBe(true);

    const shown: ToastCall[] = [];
    const disconnect = toasterStore.connect((call) => shown.push(call), vi.fn());
    expect(shown.map((call) => [call.kind, call.message])).toEqual([
      ['error', 'Connection Failed'],
      ['success', 'Export successful'],
    ]);
    toast('Export started');
    expect(shown).toHaveLength(3);
    disconnect();
    unsubscribe();
  });
});
