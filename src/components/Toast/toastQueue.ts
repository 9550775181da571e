import type { ReactNode } from 'react';

/** The toast severities (DEC-07): each has a role colour and a politeness. */
export const toastSeverities = ['success', 'info', 'warning', 'error'] as const;
export type ToastSeverity = (typeof toastSeverities)[number];

/** How long a toast stays, in ms, unless `duration` says otherwise. */
export const DEFAULT_TOAST_DURATION_MS = 5000;
/** Errors stay longer: they are the toasts a user most needs to read to the end. */
export const ERROR_TOAST_DURATION_MS = 8000;
/** How many toasts show at once by default; the rest wait their turn. */
export const DEFAULT_MAX_VISIBLE_TOASTS = 3;

export interface ToastOptions {
  /** 'success', 'info', 'warning' or 'error' (DEC-07). Errors are announced assertively. */
  severity: ToastSeverity;
  /** The message; usually the only text (a server message, 'redeem success'). */
  title: ReactNode;
  /** An optional second line. */
  description?: ReactNode;
  /** Ms before it closes itself; `Infinity` keeps it until closed. Default 5000 (8000 for errors). */
  duration?: number;
  /** A stable id: showing a toast with the id of one still open replaces it instead of stacking a copy. */
  id?: string;
}

/** A toast in the queue. */
export interface ToastRecord {
  /** The toast's id, as `show` returned it. */ id: string;
  /** Its severity. */ severity: ToastSeverity;
  /** Its message. */ title: ReactNode;
  /** Its second line, if any. */ description: ReactNode | undefined;
  /** Ms it stays once visible. */ duration: number;
  /** Bumped when a toast is replaced, so its timer restarts and it is announced again. */ version: number;
}

export type ToastQueueAction = { type: 'show'; toast: ToastRecord } | { type: 'dismiss'; id: string };

/** The queue, oldest first: the first `maxVisible` show, the others wait. */
export function toastQueueReducer(queue: readonly ToastRecord[], action: ToastQueueAction): readonly ToastRecord[] {
  switch (action.type) {
    case 'show': {
      const index = queue.findIndex((toast) => toast.id === action.toast.id);
      if (index === -1) return [...queue, action.toast];
      const previous = queue[index];
      const replaced = { ...action.toast, version: (previous?.version ?? 0) + 1 };
      return queue.map((toast, i) => (i === index ? replaced : toast));
    }
    case 'dismiss': {
      const next = queue.filter((toast) => toast.id !== action.id);
      return next.length === queue.length ? queue : next;
    }
  }
}

/** The duration a toast gets when `show` is not told one. */
export function defaultDurationFor(severity: ToastSeverity, fallback = DEFAULT_TOAST_DURATION_MS): number {
  return severity === 'error' ? Math.max(fallback, ERROR_TOAST_DURATION_MS) : fallback;
}
