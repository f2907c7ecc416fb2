import { useSyncExternalStore } from 'react';

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

export function useToast(): Toast | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
