import { cx } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { useTranslate } from '../../context';
import { feedback } from '../../i18n/catalogue/en/feedback';
import type { MessageOverrides } from '../../i18n/resolve';
import { focusRing, visuallyHidden } from '../../theme';
import * as styles from './Switch.css';

/**
 * The English this component shows (the source language; a provider layers translations over it): only its own
 * namespaces, so it does not bundle the whole catalogue.
 */
const defaultMessages = /* @__PURE__ */ Object.assign({}, feedback);

export type SwitchSize = (typeof styles.switchSizeNames)[number];

/** What the track's button says of the switch beyond its name and state, from the switch's props. */
export interface SwitchTrackState {
  /** Natively disabled: disabled without a reason. */
  readonly nativeDisabled: boolean;
  /** Kept still: busy, or disabled with a reason (which stays focusable). */
  readonly inert: boolean;
  readonly busy: boolean;
  readonly hasReason: boolean;
  /** The track's `aria-describedby`, or undefined. */
  readonly describedBy: string | undefined;
}

export function switchTrackState({
  id,
  description,
  disabled,
  disabledReason,
  busy,
}: {
  id: string;
  description: ReactNode;
  disabled: boolean;
  disabledReason: ReactNode;
  busy: boolean;
}): SwitchTrackState {
  const hasReason = disabled && disabledReason != null && disabledReason !== false;
  const describedBy = [
    description != null ? `${id}-description` : undefined,
    hasReason ? `${id}-reason` : undefined,
    busy ? `${id}-busy` : undefined,
  ].filter(Boolean);
  return {
    // A reason must be reachable by keyboard, and a native disabled button is not.
    nativeDisabled: disabled && !hasReason,
    inert: busy || hasReason,
    busy,
    hasReason,
    describedBy: describedBy.length > 0 ? describedBy.join(' ') : undefined,
  };
}

/** The track's attributes beyond its role, state and id: the same on Radix's switch and on the plain one. */
export function switchTrackProps(state: SwitchTrackState, size: SwitchSize) {
  return {
    'aria-disabled': state.inert ? true : undefined,
    'aria-busy': state.busy ? true : undefined,
    'aria-describedby': state.describedBy,
    className: cx(styles.track, styles.trackSize[size], focusRing),
  } as const;
}

/**
 * The switch around its track: the label, the description and the texts the track's description points to. One
 * markup for Radix's switch and for the switch drawn before its code loads (`DeferredSwitch`), which must match.
 */
export function SwitchFrame({
  id,
  track,
  label,
  description,
  disabledReason,
  state,
  disabled,
  size,
  className,
  messages,
}: {
  id: string;
  track: ReactNode;
  label: ReactNode;
  description: ReactNode;
  disabledReason: ReactNode;
  state: SwitchTrackState;
  disabled: boolean;
  size: SwitchSize;
  className: string | undefined;
  messages: MessageOverrides | undefined;
}) {
  const t = useTranslate(messages, defaultMessages);
  return (
    <div
      className={cx(styles.root, className)}
      data-slot="switch"
      data-disabled={disabled ? '' : undefined}
      data-size={size}
    >
      {track}
      <div className={styles.text}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {description != null ? (
          <span id={`${id}-description`} className={styles.description}>
            {description}
          </span>
        ) : null}
        {state.hasReason ? (
          <span id={`${id}-reason`} className={visuallyHidden}>
            {disabledReason}
          </span>
        ) : null}
        {state.busy ? (
          <span id={`${id}-busy`} className={visuallyHidden}>
            {t('feedback.busy')}
          </span>
        ) : null}
      </div>
    </div>
  );
}
