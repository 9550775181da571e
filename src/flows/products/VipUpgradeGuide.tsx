'use client';
/**
 * The VIP upgrade guide dialog (SE-VIP-01): why a VIP product is closed, the way to upgrade the
 * exchange recommends (SE-API-32, SE-DATA-19/20) when a logged-in user has one, and a link to
 * /vip?upTo={level} (SE-LINK-01) through the provider's `navigate`.
 */
import type { MouseEvent } from 'react';
import { earnQueryKeys, useEarnQuery } from '../../api';
import { Button, buttonVariants } from '../../components/Button';
import { ModalBody, ModalContent, ModalDescription, ModalFooter, ModalRoot, ModalTitle } from '../../components/Modal';
import { upgradeWayMessage } from '../../domain/simpleEarn/products';
import { vipUpgradePath } from '../../domain/simpleEarn/vipAccess';
import type { MessageOverrides } from '../../i18n/resolve';
import { useEarn, useTranslate } from '../../context';
import * as layout from '../shared/flowLayout.css';
import { actions } from '../../i18n/catalogue/en/actions';
import { common } from '../../i18n/catalogue/en/common';
import { simpleEarnVipGuide } from '../../i18n/catalogue/en/simpleEarnVipGuide';

// The guide's English (with the upgrade ways) loads with the guide, not with the product list.
const defaultMessages = /* @__PURE__ */ Object.assign({}, simpleEarnVipGuide, common, actions);

export interface VipUpgradeGuideProps {
  /** Whether the dialog shows (controlled). */
  open: boolean;
  /** The VIP level to reach: the product's min_vip; the link carries it as upTo. */
  level: number;
  /** Called when the dialog asks to close (Later, Escape, the close button) or after the link is followed. */
  onOpenChange: (open: boolean) => void;
  /** Overrides for these strings. */
  messages?: MessageOverrides;
}

/** The VIP upgrade guide, with its link to /vip?upTo={level}. */
export function VipUpgradeGuide({ open, level, onOpenChange, messages }: VipUpgradeGuideProps) {
  const t = useTranslate(messages, defaultMessages);
  const { navigate, user } = useEarn();
  // The upgrade-way hint is personal: asked for only while a logged-in user has the guide open.
  const way = useEarnQuery(
    earnQueryKeys.product('upgradeWay', {}),
    (client, signal) => client.simpleEarn.upgradeWay({ signal }),
    {
      enabled: open && user.kind === 'user',
    },
  );
  const hint = upgradeWayMessage(way.data);
  const href = vipUpgradePath(level);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onOpenChange(false);
    navigate(href);
  };
  return (
    <ModalRoot open={open} onOpenChange={onOpenChange}>
      <ModalContent size="sm" messages={messages}>
        <ModalTitle>{t('simpleEarnHome.vipGuide.title', { level })}</ModalTitle>
        <ModalDescription>{t('simpleEarnHome.vipGuide.body', { level })}</ModalDescription>
        {hint ? (
          <ModalBody>
            <p className={layout.secondaryText} data-slot="upgrade-way">
              {t(hint.key, hint.params)}
            </p>
          </ModalBody>
        ) : null}
        <ModalFooter>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('simpleEarnHome.vipGuide.later')}
          </Button>
          <a className={buttonVariants({ variant: 'vip' })} href={href} onClick={follow}>
            {t('simpleEarnHome.vipGuide.action')}
          </a>
        </ModalFooter>
      </ModalContent>
    </ModalRoot>
  );
}
