'use client';
import { Button } from '../../../components/Button';
import { vipAccessMessage, vipUpgradePath, type FixedProduct } from '../../../domain/simpleEarn';
import type { MessageOverrides } from '../../../i18n/resolve';
import { useEarn } from '../../../context/context';
import { useTranslate } from '../../../context/useTranslate';
import * as layout from '../../shared/flowLayout.css';
import { defaultMessages } from '../defaultMessages';

export interface VipNoticeProps {
  /** The selected fixed product. */
  product: FixedProduct;
  /** The user's VIP level. */
  vipLevel: number;
  /** Overrides for these strings. */
  messages?: MessageOverrides;
}

/**
 * The VIP-eligibility notice (SE-SUB-04): above the product's range 'VIP exclusive' with a benefits
 * link (SE-VIP-02), below it an upgrade link to /vip?upTo={min} (SE-VIP-03); nothing within the range
 * or when sold out (SE-VIP-04).
 */
export function VipNotice({ product, vipLevel, messages }: VipNoticeProps) {
  const t = useTranslate(messages, defaultMessages);
  const { navigate } = useEarn();
  const message = vipAccessMessage(vipLevel, product);
  if (!message) return null;
  const href = message.kind === 'belowRange' ? message.upgradePath : vipUpgradePath();
  return (
    <p className={layout.notice.vip} data-slot="vip-notice">
      <span>{t(message.key, message.params)}</span>
      <Button variant="ghost" size="sm" onClick={() => navigate(href)}>
        {message.kind === 'belowRange'
          ? t('simpleEarnFlows.subscribe.vipUpgrade')
          : t('simpleEarnFlows.subscribe.vipBenefits')}
      </Button>
    </p>
  );
}

/** The sold-out notice of a sold-out term (SE-SUB-05, SE-STATUS-03). */
export function SoldOutNotice({ messages }: { messages?: MessageOverrides }) {
  const t = useTranslate(messages, defaultMessages);
  return (
    <p className={layout.notice.warning} role="status">
      {t('simpleEarn.subscribe.soldOutWarning')}
    </p>
  );
}

/** The risk tip of an upgraded account whose Simple Earn is not in the unified account (SH-MODE-07). */
export function AccountModeRiskNotice({ text }: { text: string }) {
  return (
    <p className={layout.notice.warning} data-slot="account-mode-risk">
      {text}
    </p>
  );
}
