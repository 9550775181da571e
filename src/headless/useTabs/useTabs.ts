import { useCallback, useId, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { useControllableState } from '../useControllableState';
import { chainHandlers, elementDirection } from '../internal/events';

export interface UseTabsOptions {
  /** How many tabs there are. */
  count: number;
  /** The selected tab's index (controlled). */
  value?: number;
  /** The tab selected at first (uncontrolled). Default: the first tab that is not disabled. */
  defaultValue?: number;
  /** Called with the index of the newly selected tab. */
  onValueChange?: (index: number) => void;
  /** 'automatic' (default): arrows select as they move. 'manual': arrows move focus, Enter or Space selects. */
  activation?: 'automatic' | 'manual';
  /** Which arrow keys move: Left/Right for 'horizontal' (default), Up/Down for 'vertical'. */
  orientation?: 'horizontal' | 'vertical';
  /** Text direction. Default: read from the nearest `dir` attribute when a key is pressed. */
  direction?: 'ltr' | 'rtl';
  /** Indices of tabs that cannot be selected; arrow keys skip them. */
  disabled?: readonly number[];
  /** Whether arrows wrap from the last tab to the first. Default true. */
  loop?: boolean;
}

/** Props for the element that holds the tabs. */
export interface TabListProps {
  role: 'tablist';
  'aria-orientation': 'horizontal' | 'vertical';
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/** Props for one tab (best on a `<button type="button">`). */
export interface TabProps {
  ref: (node: HTMLElement | null) => void;
  id: string;
  role: 'tab';
  type: 'button';
  tabIndex: 0 | -1;
  'aria-selected': boolean;
  'aria-controls': string;
  'aria-disabled': true | undefined;
  'data-state': 'active' | 'inactive';
  'data-disabled': '' | undefined;
  onClick: (event: MouseEvent<HTMLElement>) => void;
}

/** Props for one tab's panel. */
export interface TabPanelProps {
  id: string;
  role: 'tabpanel';
  'aria-labelledby': string;
  hidden: boolean;
  tabIndex: 0 | -1;
  'data-state': 'active' | 'inactive';
}

export interface UseTabsResult {
  /** The selected tab's index. */ selectedIndex: number;
  /** Selects a tab by index (ignored for a disabled tab). */ select: (index: number) => void;
  /** Props for the tab list; a given `onKeyDown` runs first and can `preventDefault` ours. */
  getTabListProps: (handlers?: { onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void }) => TabListProps;
  /** Props for tab `index`; a given `onClick` runs first and can `preventDefault` ours. */
  getTabProps: (index: number, handlers?: { onClick?: (event: MouseEvent<HTMLElement>) => void }) => TabProps;
  /** Props for the panel of tab `index`. */ getPanelProps: (index: number) => TabPanelProps;
}

/**
 * The WAI-ARIA tabs pattern as prop getters: a roving tabindex (Tab enters the list on the selected
 * tab and leaves it), arrow keys that follow the reading direction, Home/End, and automatic or
 * manual activation.
 */
export function useTabs({
  count,
  value,
  defaultValue,
  onValueChange,
  activation = 'automatic',
  orientation = 'horizontal',
  direction,
  disabled = [],
  loop = true,
}: UseTabsOptions): UseTabsResult {
  const baseId = useId();
  const isDisabled = (index: number) => disabled.includes(index);
  const firstEnabled = Array.from({ length: count }, (_, i) => i).find((i) => !isDisabled(i)) ?? 0;
  const [selectedIndex, setSelectedIndex] = useControllableState({
    prop: value,
    defaultProp: defaultValue ?? firstEnabled,
    onChange: onValueChange,
  });
  const tabs = useRef<Array<HTMLElement | null>>([]);

  const select = useCallback(
    (index: number) => {
      if (index < 0 || index >= count || disabled.includes(index)) return;
      setSelectedIndex(index);
    },
    [count, disabled, setSelectedIndex],
  );

  /** The next enabled index from `from`, stepping by `step`; `from` itself when there is none. */
  function step(from: number, by: 1 | -1): number {
    for (let i = 1; i <= count; i += 1) {
      let next = from + by * i;
      if (loop) next = (next + count) % count;
      else if (next < 0 || next >= count) return from;
      if (!isDisabled(next)) return next;
    }
    return from;
  }

  function handleKeyDown(event: KeyboardEvent<HTMLElement>) {
    const current = tabs.current.findIndex((tab) => tab === event.target);
    if (current === -1) return;
    const rtl = (direction ?? elementDirection(event.currentTarget)) === 'rtl';
    // In right-to-left text the next tab is on the left, so ArrowLeft moves forward.
    const forward = orientation === 'vertical' ? 'ArrowDown' : rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = orientation === 'vertical' ? 'ArrowUp' : rtl ? 'ArrowRight' : 'ArrowLeft';
    let target: number | undefined;
    if (event.key === forward) target = step(current, 1);
    else if (event.key === backward) target = step(current, -1);
    else if (event.key === 'Home') target = firstEnabledFrom(0, 1);
    else if (event.key === 'End') target = firstEnabledFrom(count - 1, -1);
    else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      select(current);
      return;
    }
    if (target === undefined) return;
    event.preventDefault();
    tabs.current[target]?.focus();
    if (activation === 'automatic') select(target);
  }

  function firstEnabledFrom(start: number, by: 1 | -1): number {
    for (let i = start; i >= 0 && i < count; i += by) if (!isDisabled(i)) return i;
    return start;
  }

  return {
    selectedIndex,
    select,
    getTabListProps: (handlers) => ({
      role: 'tablist',
      'aria-orientation': orientation,
      onKeyDown: chainHandlers(handlers?.onKeyDown, handleKeyDown),
    }),
    getTabProps: (index, handlers) => {
      const selected = index === selectedIndex;
      return {
        ref: (node) => {
          tabs.current[index] = node;
        },
        id: `${baseId}-tab-${index}`,
        role: 'tab',
        type: 'button',
        tabIndex: selected ? 0 : -1,
        'aria-selected': selected,
        'aria-controls': `${baseId}-panel-${index}`,
        'aria-disabled': isDisabled(index) ? true : undefined,
        'data-state': selected ? 'active' : 'inactive',
        'data-disabled': isDisabled(index) ? '' : undefined,
        onClick: chainHandlers(handlers?.onClick, () => select(index)),
      };
    },
    getPanelProps: (index) => ({
      id: `${baseId}-panel-${index}`,
      role: 'tabpanel',
      'aria-labelledby': `${baseId}-tab-${index}`,
      hidden: index !== selectedIndex,
      // The shown panel is a Tab stop (its content may hold nothing focusable); hidden ones never are,
      // even where `hidden` is styled away by the host.
      tabIndex: index === selectedIndex ? 0 : -1,
      'data-state': index === selectedIndex ? 'active' : 'inactive',
    }),
  };
}
