import { useSyncExternalStore } from 'react';
import { flowError } from '../../machines/error-message';
import { t } from './i18n';

/** Toast lengths: runtime notices 1500 ms, product messages 3000 ms (spec section 9). */
export const RUNTIME_TOAST_MS = 1500;
export const MESSAGE_TOAST_MS = 3000;

interface Toast {
  id: number;
  message: string;
}

let current: Toast | null = null;
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function showToast(message: string, durationMs = MESSAGE_TOAST_MS): void {
  current = { id: nextId++, message };
  clearTimeout(timer);
  timer = setTimeout(() => {
    current = null;
    emit();
  }, durationMs);
  emit();
}

/** The short notice when a step is sent again while its call is in flight (spec section 4). */
export const notifySubmitting = () => showToast(t('notice.submitting'), RUNTIME_TOAST_MS);

/**
 * For a call whose failure no page shows (its statechart goes on without a failed state): the
 * failure's message as a toast, and the failure passed on. A cancelled call says nothing.
 */
export function toastFailure<T>(call: Promise<T>): Promise<T> {
  return call.catch((error: unknown) => {
    const failure = flowError(error);
    if (failure.code !== 'abort') showToast(failure.msg ?? t(`http.${failure.code}`));
    throw error;
  });
}

export function useToast(): Toast | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
