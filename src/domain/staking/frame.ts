/**
 * The framed staking view's window messages (ST-ROUTE-02). The spec names the four messages but not their
 * fields, so the shapes are this library's: every message is a plain object with `source` (so a host can tell
 * ours from other frames' messages) and `type` (the spec's name), plus what the host needs to act on it.
 */
import { isStakingFrameMessage } from './display';

/** What a framed staking view tells its host page. */
export type StakingFrameEvent =
  /** 'Continue to stake' (or 'Mint more') after a success: the user stakes again in the frame; keep it shown. */
  | { readonly type: 'reopen_stake'; readonly coin: string; readonly pid: number }
  /** A link the frame does not follow itself: the host opens `url` (a path of the exchange, or absolute). */
  | { readonly type: 'open_page'; readonly url: string }
  /** The stake dialog closed: the host may hide the frame. */
  | { readonly type: 'close'; readonly coin: string }
  /** A stake (or mint) went through: what was staked, on which protocol (-1 for none). */
  | {
      readonly type: 'success';
      readonly coin: string;
      readonly pid: number;
      readonly amount: string;
      readonly stakeCoin: string;
    };

/** Marks the framed staking view's messages among any others a host receives. */
export const STAKING_FRAME_SOURCE = 'earnkit-staking';

/** A message as posted: the event with its source. */
export type StakingFrameMessageData = StakingFrameEvent & { readonly source: typeof STAKING_FRAME_SOURCE };

/** The message a framed view posts for `event`. */
export function stakingFrameMessage(event: StakingFrameEvent): StakingFrameMessageData {
  return { source: STAKING_FRAME_SOURCE, ...event };
}

/** Reads a received message back; null for anything that is not one of ours (a host's side). */
export function readStakingFrameMessage(data: unknown): StakingFrameMessageData | null {
  if (typeof data !== 'object' || data === null) return null;
  const { source, type } = data as { source?: unknown; type?: unknown };
  if (source !== STAKING_FRAME_SOURCE || typeof type !== 'string') return null;
  return isStakingFrameMessage(type) ? (data as StakingFrameMessageData) : null;
}

/** An origin (`scheme://host[:port]`) of a URL, or null when it has none. */
function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** Where the embedding page is, as the browser tells the frame. */
export interface StakingFrameHost {
  /** `location.ancestorOrigins[0]` where the browser has it (Chromium, WebKit). */
  readonly ancestorOrigin?: string | null;
  /** `document.referrer`: the embedding page's address (or origin) when it framed the view. */
  readonly referrer?: string | null;
  /** The origins allowed to host the view; absent: any host, named exactly. */
  readonly allowedOrigins?: readonly string[];
}

/**
 * The target origin of the frame's messages: the embedding page's own origin, never '*', so a page that navigated
 * the host window elsewhere receives nothing; null (post nothing) when the host is unknown or not allowed.
 */
export function stakingFrameTargetOrigin({
  ancestorOrigin,
  referrer,
  allowedOrigins,
}: StakingFrameHost): string | null {
  const origin = originOf(ancestorOrigin) ?? originOf(referrer);
  if (origin === null) return null;
  return allowedOrigins === undefined || allowedOrigins.includes(origin) ? origin : null;
}
