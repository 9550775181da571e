/**
 * The idempotency key of a flow's money-moving action (P-35). One click that moves money is one action
 * with one key. When its outcome stays unknown (a timeout, a lost connection) the user's next submit of
 * the same choices is a retry of that action: it sends the same request with the same key, so the
 * exchange answers it with the first answer instead of moving the money twice. A success, the
 * exchange's own refusal, or other choices (the form changed) start a new action with a new key.
 */
import { useState } from 'react';
import { isOutcomeUnknown, newIdempotencyKey } from '../../api/idempotency';

/** The action a flow is submitting. */
export interface ActionKey {
  /**
   * The request to send for the user's `choices` (what they entered and picked): the one sent last, with
   * its key, while its outcome is unknown and the choices are unchanged; else `build()` with a new key.
   * Resending the first request as it was matters: data refreshed in between (a holding's interest, a
   * product's rate) must not make the retry a different request to the exchange.
   */
  attempt<Request extends object>(choices: object, build: () => Request): Request & { readonly idempotencyKey: string };
  /** The request succeeded: the next submit is a new action. */
  succeeded(): void;
  /** The request failed: a new action follows unless the failure leaves it unknown whether it was applied. */
  failed(error: unknown): void;
}

/** An `ActionKey`; `newKey` makes the keys (a random UUID by default). */
export function createActionKey(newKey: () => string = newIdempotencyKey): ActionKey {
  // Choices are compared as JSON: a flow builds them the same way every time, so equal data reads equal.
  let open: { readonly choices: string; readonly request: object & { readonly idempotencyKey: string } } | null = null;
  return {
    attempt<Request extends object>(choices: object, build: () => Request) {
      const text = JSON.stringify(choices);
      if (open?.choices !== text) open = { choices: text, request: { ...build(), idempotencyKey: newKey() } };
      return open.request as Request & { readonly idempotencyKey: string };
    },
    succeeded() {
      open = null;
    },
    failed(error) {
      if (!isOutcomeUnknown(error)) open = null;
    },
  };
}

/** One `ActionKey` for the life of a flow; closing and reopening the flow's dialog keeps it. */
export function useActionKey(): ActionKey {
  const [actionKey] = useState(() => createActionKey());
  return actionKey;
}
