import { useSyncExternalStore } from 'react';
import { UI_LIMITS } from '../../../shared/constants';

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastItem extends ToastInput {
  id: number;
}

/**
 * A module-level store so that any code (event handlers, mutation callbacks) can raise a toast without
 * a hook. One toast at a time (docs/product.md#toasts), so a newer toast replaces the one on screen.
 */
let toasts: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function setToasts(next: readonly ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function toast(input: ToastInput): { id: number; dismiss: () => void } {
  const id = nextId++;
  const item: ToastItem = { variant: 'default', ...input, id };
  setToasts([item, ...toasts].slice(0, UI_LIMITS.toastLimit));
  return { id, dismiss: () => dismissToast(id) };
}

/** Removes one toast, or all of them without an id. */
export function dismissToast(id?: number) {
  setToasts(id === undefined ? [] : toasts.filter((item) => item.id !== id));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => toasts;

export function useToast() {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts: current, toast, dismiss: dismissToast };
}
