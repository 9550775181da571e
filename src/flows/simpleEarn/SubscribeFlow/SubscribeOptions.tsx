'use client';
import type { Dispatch } from 'react';
import { InfoList, InfoRow } from '../../../components/InfoRow';
import { RedeemToSelector } from '../../../components/RedeemToSelector';
import { Switch } from '../../../components/Switch';
import { Stack } from '../../../components/layout';
import {
  OperateFlag,
  isRedeemToChoiceVisible,
  type FixedProduct,
  type SubscribePreferences,
} from '../../../domain/simpleEarn';
import type { MessageOverrides } from '../../../i18n/resolve';
import { useTranslate } from '../../../context/useTranslate';
import type { SubscribeFlowEvent } from './subscribeFlow.reducer';
import { defaultMessages } from '../defaultMessages';

export interface SubscribeOptionsProps {
  /** The selected fixed product: its reinvest, pre_redeem and redeem_account flags. */
  product: FixedProduct;
  /** The dialog's reinvest and redeem-to choices. */
  preferences: SubscribePreferences;
  /** The flow's dispatch. */
  dispatch: Dispatch<SubscribeFlowEvent>;
  /** False while a call runs. */
  editable: boolean;
  /** Overrides for these strings. */
  messages?: MessageOverrides;
}

/**
 * The fixed product's options: auto-reinvest (SE-SUB-09, SE-REINV-02/03), whether early redemption is
 * possible (SE-SUB-10) and where the order is paid at maturity (SE-SUB-11), hidden while reinvest is on
 * (SE-REINV-04). An option the product does not support is disabled and says why (SE-TIP-04/05).
 */
export function SubscribeOptions({ product, preferences, dispatch, editable, messages }: SubscribeOptionsProps) {
  const t = useTranslate(messages, defaultMessages);
  const reinvestSupported = product.reinvest === OperateFlag.supported;
  const redeemAccountSupported = product.redeemAccount === OperateFlag.supported;
  return (
    <Stack space="sm">
      <Switch
        label={t('simpleEarnFlows.subscribe.reinvest')}
        description={reinvestSupported ? t('simpleEarnFlows.subscribe.reinvestHint') : undefined}
        checked={preferences.reinvestStatus === 1}
        onCheckedChange={(on) => dispatch({ type: 'REINVEST.TOGGLE', on })}
        disabled={!reinvestSupported || !editable}
        disabledReason={reinvestSupported ? undefined : t('simpleEarn.tip.autoRenewNotSupported')}
        messages={messages}
      />
      <InfoList>
        <InfoRow label={t('simpleEarnFlows.subscribe.preRedeem')} messages={messages}>
          {product.preRedeem === OperateFlag.supported
            ? t('simpleEarnFlows.subscribe.supported')
            : t('simpleEarnFlows.subscribe.notSupported')}
        </InfoRow>
      </InfoList>
      {isRedeemToChoiceVisible(preferences) ? (
        <RedeemToSelector
          value={preferences.redeemAccountType}
          onValueChange={(redeemAccountType) => dispatch({ type: 'REDEEM_ACCOUNT.SELECT', redeemAccountType })}
          unavailableReason={redeemAccountSupported ? undefined : t('simpleEarn.tip.autoTransferNotSupported')}
          messages={messages}
        />
      ) : null}
    </Stack>
  );
}
