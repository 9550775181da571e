'use client';
/**
 * A change asked for from the auto-earn card (Enable, or a coin's switch), run: the toggle's steps
 * (`useAutoEarnToggle`: login for a guest, the confirm dialog, the request, the toast). Its own module, which the card
 * loads on the first press, or on the hover or focus of what asks: a visit that changes nothing does not load it.
 */
import { useEffect, useRef } from 'react';
import type { AutoEarnTarget } from '../../domain/autoEarn/status';
import type { MessageOverrides } from '../../i18n/resolve';
import { AutoEarnConfirm } from './AutoEarnConfirm';
import { useAutoEarnToggle } from './useAutoEarnToggle';

/** One press of what asks for a change: a new `id` is a new ask, even for the same change. */
export interface AutoEarnToggleAsk {
  readonly id: number;
  readonly target: AutoEarnTarget;
  readonly on: boolean;
}

export interface AutoEarnToggleFlowProps {
  /** The latest ask. */
  readonly ask: AutoEarnToggleAsk;
  /** Whether a change is being sent, so the card's switch can show busy. */
  readonly onPendingChange: (pending: boolean) => void;
  readonly messages?: MessageOverrides;
}

export function AutoEarnToggleFlow({ ask, onPendingChange, messages }: AutoEarnToggleFlowProps) {
  const toggle = useAutoEarnToggle();
  // Each ask is requested once, however often the effect runs (Strict Mode runs it twice on mount).
  const asked = useRef(0);
  const { request } = toggle;
  useEffect(() => {
    if (asked.current === ask.id) return;
    asked.current = ask.id;
    request(ask.target, ask.on);
  }, [ask, request]);
  const pending = toggle.pending !== null;
  useEffect(() => onPendingChange(pending), [pending, onPendingChange]);
  return toggle.confirmProps ? <AutoEarnConfirm {...toggle.confirmProps} messages={messages} /> : null;
}
