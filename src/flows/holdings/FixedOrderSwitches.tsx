'use client';
/**
 * The rows of a fixed order that change it: redeem-to (HD-FIXED-12/13, SE-DEST-04), the order id with
 * its copy button (HD-FIXED-14), and auto-reinvest (HD-FIXED-15, HD-STATE-01, DEC-08). A guest who
 * toggles is sent to login (SE-REINV-08); a success shows its toast (SE-REINV-09); a failure shows the
 * server's message as a warning (DEC-07).
 */
import { useState } from 'react';
import { useSetRedeemAccountType, useSetReinvestStatus } from '../../api';
import { InfoRow } from '../../components/InfoRow';
import { RedeemToSelector } from '../../components/RedeemToSelector';
import { Switch } from '../../components/Switch';
import { useToast } from '../../components/Toast';
import type { FixedOrderDetail } from '../../domain/holdings';
import type { DomainResult } from '../../domain/result';
import { ReinvestStatus, type RedeemAccountType } from '../../domain/simpleEarn/constants';
import type { FixedHolding } from '../../domain/simpleEarn/models';
import { reinvestToastKey } from '../../domain/simpleEarn/preferences';
import type { MessageKey } from '../../i18n/catalogue/en';
import type { MessageOverrides } from '../../i18n/resolve';
import { useTranslate } from '../../context';
import { visuallyHidden } from '../../theme';
import { lazyDialog } from '../../components/LazyDialog';
import { useFlowFailureToast } from '../shared/useFlowFailureToast';
import { useLoginGate } from '../shared/useLoginGate';
import { useVipPaths } from '../shared/useVipSection';
import * as styles from './holdings.css';
import { ValueLine } from './HoldingParts';
import { holdingPanelMessages } from './holdingPanelMessages';
import { LineIcon } from '../shared/LineIcon';

// The auto-renew confirmation (and the Modal) loads when it first opens: most visits switch nothing.
const AutoRenewConfirm = lazyDialog(() =>
  import('../shared/AutoRenewConfirm').then((module) => module.AutoRenewConfirm),
);

function CopyIcon() {
  return (
    <LineIcon>
      <rect x="5" y="5" width="8" height="9" rx="1.5" />
      <path d="M3 11V3.5A1.5 1.5 0 0 1 4.5 2H10" />
    </LineIcon>
  );
}

export interface FixedOrderSwitchesProps {
  order: FixedHolding;
  detail: FixedOrderDetail;
  /**
   * After reinvest was turned off successfully: reset the stored redeem-account preference to 1,
   * flexible (SE-REINV-06), e.g. with `preferencesAfterHoldingReinvestDisabled`.
   */
  onReinvestDisabled?: () => void;
  messages?: MessageOverrides;
}

/** The reason text of a refused action, or undefined when it is allowed. */
function reasonOf(result: DomainResult<void>, t: (key: MessageKey) => string): string | undefined {
  return result.ok ? undefined : t(result.error.key as MessageKey);
}

export function FixedOrderSwitches({ order, detail, onReinvestDisabled, messages }: FixedOrderSwitchesProps) {
  const t = useTranslate(messages, holdingPanelMessages);
  const toast = useToast();
  const requireLogin = useLoginGate();
  const showFailure = useFlowFailureToast(holdingPanelMessages);
  const reinvest = useSetReinvestStatus();
  const redeemAccount = useSetRedeemAccountType();
  // A VIP order takes the VIP paths (SH-VIP-01), and so does every order in the VIP theme (SH-VIP-02, P-37).
  const vip = useVipPaths(order.productType);
  const reinvestOn = order.reinvestStatus === ReinvestStatus.on;
  // The change the user asked for, waiting for the auto-renew confirm (SE-REINV-01); null when none.
  const [pendingReinvest, setPendingReinvest] = useState<boolean | null>(null);

  async function toggleReinvest(on: boolean) {
    try {
      await reinvest.mutateAsync({ orderId: order.orderId, value: on ? 1 : 0, vip });
      toast.show({ severity: 'success', title: t(reinvestToastKey(on)) });
      if (!on) onReinvestDisabled?.();
    } catch (error) {
      showFailure(error, 'warning', 'fixed-order-reinvest');
    } finally {
      setPendingReinvest(null);
    }
  }

  async function changeRedeemAccount(value: RedeemAccountType) {
    if (!requireLogin()) return;
    try {
      await redeemAccount.mutateAsync({ orderId: order.orderId, value, vip });
      toast.show({ severity: 'success', title: t('holdingsFlows.detail.redeemToUpdated') });
    } catch (error) {
      showFailure(error, 'warning', 'fixed-order-redeem-account');
    }
  }

  async function copyOrderId() {
    try {
      await navigator.clipboard.writeText(order.orderId);
      toast.show({ severity: 'success', title: t('holdingsFlows.detail.copied'), id: 'order-id-copied' });
    } catch {
      // No clipboard (an insecure page): the id stays on screen to select by hand.
    }
  }

  return (
    <>
      <InfoRow label={t('holdingsFlows.detail.redeemTo')} messages={messages}>
        {detail.redeemAccount === null ? (
          <span>--</span>
        ) : (
          <RedeemToSelector
            label={<span className={visuallyHidden}>{t('holdingsFlows.detail.redeemTo')}</span>}
            value={detail.redeemAccount}
            onValueChange={(value) => void changeRedeemAccount(value)}
            unavailableReason={reasonOf(detail.redeemAccountChange, t)}
            messages={messages}
          />
        )}
      </InfoRow>
      <InfoRow label={t('holdingsFlows.detail.orderId')} messages={messages}>
        <ValueLine>
          <bdi>{order.orderId}</bdi>
          <button
            type="button"
            className={styles.inlineAction}
            aria-label={t('holdingsFlows.detail.copyOrderId')}
            onClick={() => void copyOrderId()}
          >
            <CopyIcon />
          </button>
        </ValueLine>
      </InfoRow>
      <InfoRow label={t('holdingsFlows.detail.autoReinvest')} messages={messages}>
        <Switch
          label={<span className={visuallyHidden}>{t('holdingsFlows.detail.autoReinvest')}</span>}
          checked={reinvestOn}
          onCheckedChange={(on) => {
            if (requireLogin()) setPendingReinvest(on);
          }}
          disabled={!detail.reinvest.ok}
          disabledReason={reasonOf(detail.reinvest, t)}
          loading={reinvest.isPending}
          size="sm"
          messages={messages}
        />
      </InfoRow>
      <AutoRenewConfirm
        open={pendingReinvest !== null}
        on={pendingReinvest ?? !reinvestOn}
        busy={reinvest.isPending}
        onConfirm={() => {
          if (pendingReinvest !== null) void toggleReinvest(pendingReinvest);
        }}
        onDismiss={() => setPendingReinvest(null)}
        messages={messages}
      />
    </>
  );
}
