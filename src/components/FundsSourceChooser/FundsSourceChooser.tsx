import { cx } from 'class-variance-authority';
import { useId, type MouseEvent, type ReactNode } from 'react';
import {
  fundsSourceRoute,
  fundsSourceSkeletonCount,
  visibleFundsSourceOptions,
  type FundsSourceOption,
} from '../../domain/shared/fundsSource';
import { useIsMobile } from '../../headless/useMediaQuery';
import type { MessageKey } from '../../i18n/catalogue/en';
import type { MessageOverrides } from '../../i18n/resolve';
import { useEarn, useTranslate } from '../../context';
import { focusRing } from '../../theme';
import { ErrorState } from '../ErrorState';
import { SkeletonGroup } from '../Skeleton';
import * as styles from './FundsSourceChooser.css';
import { ChevronIcon, FundsSourceIcon } from './FundsSourceIcon';
import { common } from '../../i18n/catalogue/en/common';
import { kitChoices } from '../../i18n/catalogue/en/kitChoices';
import { launchpool } from '../../i18n/catalogue/en/launchpool';

/**
 * The English this component shows (the source language; a provider layers translations over it): only its own
 * namespaces, so it does not bundle the whole catalogue.
 */
const defaultMessages = /* @__PURE__ */ Object.assign({}, common, kitChoices, launchpool);

export interface FundsSourceChooserProps {
  /** The coin the user needs, e.g. the pool's coin: deposit and spot trade go to its pages (LP-ROUTE-01/03). */
  coin: string;
  /**
   * data.menu of the compliance check (GET /api/web/v1/compliance/check): 'express' hides express buy,
   * 'spot' hides spot trade (LP-FUNDS-04..06). Default: none hidden.
   */
  complianceMenu?: readonly string[];
  /** True while the compliance check loads: 3 placeholders on mobile, 4 on desktop (LP-FUNDS-02/03). */
  loading?: boolean;
  /**
   * True when the compliance check failed. No option shows, since any of them might be one the
   * compliance menu hides; 'Networkerr' shows instead, with Retry when `onRetry` is given.
   */
  error?: boolean;
  /** Runs the compliance check again, from the error state. */
  onRetry?: () => void;
  /**
   * Called when an option is chosen, before the provider's `navigate(href)` runs (DEC-12): close a
   * dialog, track the click. Calling `event.preventDefault()` there skips the navigation.
   */
  onSelect?: (option: FundsSourceOption, href: string, event: MouseEvent<HTMLAnchorElement>) => void;
  /** The list's visible name. Default: 'Add funds'. */
  label?: ReactNode;
  /** Overrides for this chooser's strings. */
  messages?: MessageOverrides;
  /** Extra classes for the root. */
  className?: string;
}

const NAME_KEYS: Record<FundsSourceOption, MessageKey> = {
  deposit: 'launchpool.fundsSource.deposit',
  expressBuy: 'launchpool.fundsSource.expressBuy',
  transfer: 'launchpool.fundsSource.transfer',
  spotTrade: 'launchpool.fundsSource.spotTrade',
};

const HINT_KEYS: Record<FundsSourceOption, MessageKey> = {
  deposit: 'kitChoices.fundsSource.depositHint',
  expressBuy: 'kitChoices.fundsSource.expressBuyHint',
  transfer: 'kitChoices.fundsSource.transferHint',
  spotTrade: 'kitChoices.fundsSource.spotTradeHint',
};

/** A click the browser should handle itself: a new tab or window, or not the main button. */
function opensElsewhere(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * Where to get the coins to stake: on-chain deposit, express buy, transfer to futures and spot trade
 * (LP-FUNDS-01), minus what the compliance menu, the US site and a phone hide (LP-FUNDS-04..09). Each
 * option is a real link to its route (LP-ROUTE-01..05), followed through the provider's `navigate`.
 */
export function FundsSourceChooser({
  coin,
  complianceMenu = [],
  loading = false,
  error = false,
  onRetry,
  onSelect,
  label,
  messages,
  className,
}: FundsSourceChooserProps) {
  const t = useTranslate(messages, defaultMessages);
  const { site, navigate } = useEarn();
  const isMobile = useIsMobile();
  const labelId = useId();
  const options = visibleFundsSourceOptions({ complianceMenu, site, isMobile });

  function follow(option: FundsSourceOption, href: string, event: MouseEvent<HTMLAnchorElement>) {
    if (opensElsewhere(event)) return;
    onSelect?.(option, href, event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    navigate(href);
  }

  return (
    <div className={cx(styles.root, className)} data-slot="funds-source-chooser">
      <span id={labelId} className={styles.label}>
        {label ?? t('kitChoices.fundsSource.label')}
      </span>
      {loading ? (
        <SkeletonGroup
          count={fundsSourceSkeletonCount(isMobile)}
          shape="block"
          className={styles.list}
          messages={messages}
        />
      ) : error ? (
        <ErrorState size="compact" onRetry={onRetry} messages={messages} />
      ) : (
        <ul aria-labelledby={labelId} className={styles.list}>
          {options.map((option) => {
            const href = fundsSourceRoute(option, coin);
            return (
              <li key={option} className={styles.item}>
                <a
                  href={href}
                  data-option={option}
                  className={cx(styles.option, focusRing)}
                  onClick={(event) => follow(option, href, event)}
                >
                  <span className={styles.icon}>
                    <FundsSourceIcon option={option} className={styles.iconGlyph} />
                  </span>
                  <span className={styles.text}>
                    <span className={styles.name} data-slot="funds-source-name">
                      {t(NAME_KEYS[option])}
                    </span>
                    <span className={styles.hint}>{t(HINT_KEYS[option], { coin })}</span>
                  </span>
                  <ChevronIcon className={styles.chevron} />
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
