/**
 * Notifications (the toasts): any app publishes one, the toaster the host renders shows it. Kept in the
 * run-time core so that there is one channel whatever each app was built with; the core itself draws
 * nothing (it is on the first page, which carries no UI library).
 */
import { messages } from '@console/contracts';
import { ApiError } from './api';

export interface Notice {
  type: 'success' | 'error' | 'warning' | 'info';
  title: string;
  description?: string;
  /**
   * A button in the toast, shown a little longer: 'Deshacer' after a delete that can be undone (1.5.0; a host
   * whose toaster predates it shows the toast without the button).
   */
  action?: { label: string; onClick(): void };
}

type Listener = (notice: Notice) => void;

const listeners = new Set<Listener>();
/** Published before a toaster listened (a failure while the shell loads): shown once one does. */
let waiting: Notice[] = [];
const MAX_WAITING = 20;

export function notify(notice: Notice): void {
  if (listeners.size === 0) {
    waiting = [...waiting, notice].slice(-MAX_WAITING);
    return;
  }
  for (const listener of listeners) listener(notice);
}

/** The toaster's side: receives every notice (first those that were waiting); returns the unsubscribe. */
export function onNotice(listener: Listener): () => void {
  listeners.add(listener);
  const queued = waiting;
  waiting = [];
  queued.forEach(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const notifySuccess = (title: string) => notify({ type: 'success', title });

/** An ApiError shows its catalogue message, with the server's own text below when there is one. */
export function notifyError(error: unknown): void {
  if (error instanceof ApiError) notify({ type: 'error', title: error.message, description: error.detail });
  else notify({ type: 'error', title: messages.unexpected });
}
