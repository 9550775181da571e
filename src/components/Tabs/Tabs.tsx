import { cx } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { useTabs } from '../../headless/useTabs';
import { focusRing } from '../../theme';
import * as styles from './Tabs.css';

export type TabsVariant = (typeof styles.tabsVariantNames)[number];
export type TabsSize = (typeof styles.tabsSizeNames)[number];

/** One tab and its panel. */
export interface TabItem {
  /** A stable key for the tab, used by `value` and `onValueChange`. */ value: string;
  /** The tab's text. */ label: ReactNode;
  /** What the panel shows when the tab is selected. */ content: ReactNode;
  /** A tab that cannot be selected; arrow keys skip it. */ disabled?: boolean;
}

export interface TabsProps {
  /** The tabs, in reading order. */
  items: readonly TabItem[];
  /** The selected tab's `value` (controlled). */
  value?: string;
  /** The tab selected at first (uncontrolled). Default: the first enabled tab. */
  defaultValue?: string;
  /** Called with the `value` of the newly selected tab. */
  onValueChange?: (value: string) => void;
  /** 'underline' (default): a line under the selected tab. 'segmented': a pill track, for filters. */
  variant?: TabsVariant;
  /** 'sm' or 'md' (default). On touch layouts tabs are at least 44 px high. */
  size?: TabsSize;
  /** 'automatic' (default) selects as arrows move; 'manual' waits for Enter or Space. */
  activation?: 'automatic' | 'manual';
  /** Tabs share the full inline size equally. */
  fullWidth?: boolean;
  /** Names the tab list for screen readers, e.g. 'Holdings'. Use this or `aria-labelledby`. */
  'aria-label'?: string;
  /** The id of a visible heading that names the tab list. */
  'aria-labelledby'?: string;
  /** Extra classes for the root. */
  className?: string;
}

/**
 * Tabs over `useTabs`. The arrow keys follow the text direction read from the page (the provider sets
 * `dir`), so Arabic works without a prop.
 */
export function Tabs({
  items,
  value,
  defaultValue,
  onValueChange,
  variant = 'underline',
  size = 'md',
  activation = 'automatic',
  fullWidth = false,
  className,
  ...labelling
}: TabsProps) {
  const indexOf = (key: string | undefined) =>
    key === undefined
      ? undefined
      : Math.max(
          0,
          items.findIndex((item) => item.value === key),
        );
  const tabs = useTabs({
    count: items.length,
    value: indexOf(value),
    defaultValue: indexOf(defaultValue),
    onValueChange: (index) => {
      const item = items[index];
      if (item) onValueChange?.(item.value);
    },
    activation,
    disabled: items.flatMap((item, index) => (item.disabled ? [index] : [])),
  });

  return (
    <div className={cx(styles.root, className)} data-slot="tabs" data-variant={variant}>
      <div
        {...tabs.getTabListProps()}
        {...labelling}
        className={cx(styles.list, styles.listVariant[variant], fullWidth && styles.fullWidth)}
      >
        {items.map((item, index) => (
          <button
            key={item.value}
            {...tabs.getTabProps(index)}
            className={cx(styles.tab, styles.tabSize[size], styles.tabVariant[variant], focusRing)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item, index) => (
        <div key={item.value} {...tabs.getPanelProps(index)} className={styles.panel}>
          {/* Only the selected panel renders its content: hidden panels would still mount their data. */}
          {index === tabs.selectedIndex ? item.content : null}
        </div>
      ))}
    </div>
  );
}
