'use client';
/**
 * The auto-earn card's body (AE-CARD): an 'Enabling' badge while auto-earn is on anywhere (AE-CARD-01), 'Set up'
 * when any coin is on (AE-CARD-02), 'Enable' when none is (AE-CARD-03). 'Set up' opens the settings
 * modal; 'Enable' asks to switch every coin on, through the confirm dialog. Given a coin (the flexible
 * holding detail, HD-FLEX-08) it also has that coin's switch, which `AutoEarnCard` passes in: the card about every coin
 * (`AutoEarnOverviewCard`, the Simple Earn home) never draws a switch, so it does not load one.
 */
import { Suspense, useId, useState, type ComponentType } from 'react';
import { lazyComponent } from '../../headless/lazyComponent';
import { useAutoEarnStatus } from '../../api';
import { Button } from '../../components/Button';
import { Inline, Stack } from '../../components/layout';
import { lazyDialog } from '../../components/LazyDialog';
import type { DeferredSwitchProps } from '../../components/Switch/DeferredSwitch';
import { Tag } from '../../components/Tag';
import {
  autoEarnCardAction,
  hasAnyAutoEarnOn,
  isAutoEarnOn,
  type AutoEarnStatus,
  type AutoEarnTarget,
} from '../../domain/autoEarn/status';
import type { MessageOverrides } from '../../i18n/resolve';
import { useEarn, useTranslate } from '../../context';
import * as styles from './autoEarn.css';
import type { AutoEarnToggleAsk } from './AutoEarnToggleFlow';
import { autoEarnCardMessages } from './autoEarnCardMessages';

// The settings load when first opened: the card alone is what a page shows before anyone asks.
const AutoEarnSettings = /* @__PURE__ */ lazyDialog(() =>
  import('./AutoEarnSettings').then((module) => module.AutoEarnSettings),
);
// The toggle (its steps, its request, the confirm dialog) loads with the first press of Enable or the coin's switch,
// or their hover or focus; the press waits in `ask` meanwhile, so it is not lost.
const AutoEarnToggleFlow = /* @__PURE__ */ lazyComponent(() =>
  import('./AutoEarnToggleFlow').then((module) => module.AutoEarnToggleFlow),
);
const preloadToggle = () => void AutoEarnToggleFlow.preload();

export interface AutoEarnCardFrameProps {
  /** A coin whose switch the card carries (HD-FLEX-08). Without it, the card is about every coin. */
  asset?: string;
  /** The coin's switch, drawn given `asset`. */
  CoinSwitch?: ComponentType<DeferredSwitchProps>;
  /** Overrides for this card's strings. */
  messages?: MessageOverrides;
}

const NOTHING_ON: AutoEarnStatus = { globalStatus: 0, status: {} };

export function AutoEarnCardFrame({ asset, CoinSwitch, messages }: AutoEarnCardFrameProps) {
  const t = useTranslate(messages, autoEarnCardMessages);
  const { user } = useEarn();
  const loggedIn = user.kind === 'user';
  const [settingsOpen, setSettingsOpen] = useState(false);
  const global = useAutoEarnStatus([], { enabled: loggedIn });
  // Without a coin this is the same query as `global`, with the same options: one call, and a server render
  // that builds the query from either observer fetches it.
  const coin = useAutoEarnStatus(asset ? [asset] : [], { enabled: loggedIn });
  const [ask, setAsk] = useState<AutoEarnToggleAsk | null>(null);
  const [pending, setPending] = useState(false);
  const requestToggle = (target: AutoEarnTarget, on: boolean) =>
    setAsk((last) => ({ id: (last?.id ?? 0) + 1, target, on }));
  const status = global.data ?? NOTHING_ON;
  const anyOn = hasAnyAutoEarnOn(status) || (coin.data !== undefined && hasAnyAutoEarnOn(coin.data));
  const action = anyOn ? 'setUp' : autoEarnCardAction(status);
  // Unique per card: a server paints a page's card twice when its place differs by viewport (P-55).
  const titleId = useId();

  return (
    <Stack
      as="section"
      space="sm"
      className={styles.card}
      aria-labelledby={titleId}
      data-slot="auto-earn-card"
      data-state={anyOn ? 'on' : 'off'}
    >
      <Inline space="sm" align="between">
        <h3 className={styles.cardTitle} id={titleId}>
          {t('holdingsFlows.autoEarn.cardTitle')}
          {anyOn ? <Tag kind="info">{t('holdingsFlows.autoEarn.enabling')}</Tag> : null}
        </h3>
        {action === 'setUp' ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setSettingsOpen(true)}
            onPointerEnter={AutoEarnSettings.preload}
            onFocus={AutoEarnSettings.preload}
          >
            {t('holdingsFlows.autoEarn.setUp')}
          </Button>
        ) : (
          <Button
            variant="primary"
            size="sm"
            onClick={() => requestToggle({ kind: 'all' }, true)}
            onPointerEnter={preloadToggle}
            onFocus={preloadToggle}
          >
            {t('holdingsFlows.autoEarn.enable')}
          </Button>
        )}
      </Inline>
      <p className={styles.cardText}>{t('holdingsFlows.autoEarn.cardDescription')}</p>
      {/* Only a coin's card (a holding's detail) has a switch; Radix's switch loads on first contact with it. */}
      {asset && CoinSwitch ? (
        <CoinSwitch
          label={t('holdingsFlows.autoEarn.coinSwitch', { coin: asset })}
          checked={coin.data ? isAutoEarnOn(coin.data, asset) : false}
          loading={pending}
          onCheckedChange={(on) => requestToggle({ kind: 'coin', asset }, on)}
          messages={messages}
        />
      ) : null}
      <AutoEarnSettings open={settingsOpen} onOpenChange={setSettingsOpen} messages={messages} />
      {ask ? (
        <Suspense fallback={null}>
          <AutoEarnToggleFlow ask={ask} onPendingChange={setPending} messages={messages} />
        </Suspense>
      ) : null}
    </Stack>
  );
}

export interface AutoEarnOverviewCardProps {
  /** Overrides for this card's strings. */
  messages?: MessageOverrides;
}

/**
 * The auto-earn card about every coin (the Simple Earn home): `AutoEarnCard` without a coin, nor the code of a coin's
 * switch, which the card about every coin never draws.
 */
export function AutoEarnOverviewCard({ messages }: AutoEarnOverviewCardProps) {
  return <AutoEarnCardFrame messages={messages} />;
}
