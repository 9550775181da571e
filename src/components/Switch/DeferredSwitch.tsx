'use client';
/**
 * `Switch` whose code (Radix's switch) loads on the first contact with it rather than with the page: its pointer
 * coming over it or pressing it, or its focus. Until pressed it is the markup Radix's switch draws, from plain
 * elements, so the page's first paint and the app's first render are the same switch, and a screen reader hears
 * the same name and state. The first press (click, tap, Space or Enter) renders the loaded switch in its place once
 * its code is in (the plain one stays meanwhile), which takes the focus the plain one had and is then pressed
 * itself: a press while the code loads is not lost.
 */
import { cx } from 'class-variance-authority';
import { lazy, startTransition, Suspense, useCallback, useId, useRef, useState, type MouseEvent } from 'react';
import { Spinner } from '../Button/Spinner';
import type { SwitchProps } from './Switch';
import * as styles from './Switch.css';
import { SwitchFrame, switchTrackProps, switchTrackState } from './SwitchFrame';

let loading: Promise<typeof import('./Switch')> | undefined;
const preload = () => (loading ??= import('./Switch'));
const LoadedSwitch = /* @__PURE__ */ lazy(() => preload().then((module) => ({ default: module.Switch })));

/** The switch's props; no form field (`name`): a plain button before the first press submits nothing. */
export type DeferredSwitchProps = Omit<SwitchProps, 'name' | 'ref'>;

export function DeferredSwitch(props: DeferredSwitchProps) {
  const {
    label,
    description,
    checked: checkedProp,
    defaultChecked = false,
    disabled = false,
    disabledReason,
    loading: busy = false,
    size = 'md',
    value = 'on',
    id: idProp,
    className,
    messages,
  } = props;
  const generatedId = useId();
  const id = idProp ?? generatedId;
  // Pressed yet, and whether the plain switch had the focus then.
  const [pressed, setPressed] = useState<'no' | 'focused' | 'unfocused'>('no');
  // The press the loaded switch still owes: done once, however often React attaches its ref (Strict Mode).
  const owed = useRef(false);
  const takeOver = useCallback(
    (button: HTMLButtonElement | null) => {
      if (!button) return;
      if (pressed === 'focused') button.focus({ preventScroll: true });
      if (!owed.current) return;
      owed.current = false;
      button.click();
    },
    [pressed],
  );
  const plain = (
    <PlainSwitch
      label={label}
      description={description}
      checked={checkedProp ?? defaultChecked}
      disabled={disabled}
      disabledReason={disabledReason}
      loading={busy}
      size={size}
      value={value}
      id={id}
      className={className}
      messages={messages}
      onPress={(event) => {
        owed.current = true;
        const focused = document.activeElement === event.currentTarget;
        // A transition: the plain switch stays, pressable and focused, until the loaded one can take its place.
        startTransition(() => setPressed(focused ? 'focused' : 'unfocused'));
      }}
    />
  );
  return (
    <Suspense fallback={plain}>
      {pressed === 'no' ? plain : <LoadedSwitch {...props} id={id} ref={takeOver} />}
    </Suspense>
  );
}

/** Radix's switch as it draws itself, from a plain button: what shows until the first press and while it loads. */
function PlainSwitch({
  label,
  description,
  checked: on,
  disabled,
  disabledReason,
  loading: busy,
  size,
  value,
  id,
  className,
  messages,
  onPress,
}: Required<Pick<DeferredSwitchProps, 'checked' | 'disabled' | 'loading' | 'size' | 'value'>> &
  Pick<DeferredSwitchProps, 'label' | 'description' | 'disabledReason' | 'className' | 'messages'> & {
    id: string;
    onPress: (event: MouseEvent<HTMLButtonElement>) => void;
  }) {
  const state = switchTrackState({ id, description, disabled, disabledReason, busy });
  const dataState = on ? 'checked' : 'unchecked';
  return (
    <SwitchFrame
      id={id}
      label={label}
      description={description}
      disabledReason={disabledReason}
      state={state}
      disabled={disabled}
      size={size}
      className={className}
      messages={messages}
      track={
        <button
          type="button"
          role="switch"
          aria-checked={on}
          data-state={dataState}
          data-disabled={state.nativeDisabled ? '' : undefined}
          disabled={state.nativeDisabled}
          value={value}
          id={id}
          {...switchTrackProps(state, size)}
          onPointerEnter={() => void preload()}
          onPointerDown={() => void preload()}
          onFocus={() => void preload()}
          onClick={(event) => {
            // As the loaded switch: a busy or explained-disabled switch stays still.
            if (!state.inert) onPress(event);
          }}
        >
          <span
            data-state={dataState}
            data-disabled={state.nativeDisabled ? '' : undefined}
            className={cx(styles.thumb, styles.thumbSizes[size])}
          >
            {state.busy ? <Spinner /> : null}
          </span>
        </button>
      }
    />
  );
}
