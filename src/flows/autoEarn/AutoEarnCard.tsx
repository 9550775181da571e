'use client';
/**
 * The auto-earn card (AE-CARD): an 'Enabling' badge while auto-earn is on anywhere (AE-CARD-01), 'Set up'
 * when any coin is on (AE-CARD-02), 'Enable' when none is (AE-CARD-03). 'Set up' opens the settings
 * modal; 'Enable' asks to switch every coin on, through the confirm dialog. Given a coin (the flexible
 * holding detail, HD-FLEX-08) it also has that coin's switch, drawn in its first render as a server paints it.
 * A module apart from the card's body (AutoEarnCardFrame), so the card about every coin (`AutoEarnOverviewCard`)
 * does not load the switch.
 */
// Its own file, not the folder's index, which brings Radix's switch with it.
import { DeferredSwitch } from '../../components/Switch/DeferredSwitch';
import type { MessageOverrides } from '../../i18n/resolve';
import { AutoEarnCardFrame } from './AutoEarnCardFrame';

export interface AutoEarnCardProps {
  /** A coin whose switch the card carries (HD-FLEX-08). Without it, the card is about every coin. */
  asset?: string;
  /** Overrides for this card's strings. */
  messages?: MessageOverrides;
}

export function AutoEarnCard({ asset, messages }: AutoEarnCardProps) {
  return <AutoEarnCardFrame asset={asset} CoinSwitch={DeferredSwitch} messages={messages} />;
}
