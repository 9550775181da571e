import type { ReactElement, ReactNode } from 'react';
import type { LadderTier } from '../../domain/simpleEarn';
import type { Rate } from '../../domain/shared/rate';
import type { RateBasis } from '../../domain/shared/rateBasis';
import type { MessageOverrides } from '../../i18n/resolve';
import { useTranslate } from '../../context';
import { ModalBody, ModalContent, ModalDescription, ModalRoot, ModalTitle, ModalTrigger } from '../Modal';
import { LadderAprTable } from '../TierLadder';
import * as styles from './LadderAprModal.css';
import { kitSchedules } from '../../i18n/catalogue/en/kitSchedules';

/**
 * The English this component shows (the source language; a provider layers translations over it): only its own
 * namespaces, so it does not bundle the whole catalogue.
 */
const defaultMessages = /* @__PURE__ */ Object.assign({}, kitSchedules);

export interface LadderAprModalProps {
  /** The product's ladder (`ladder_apr`, or an order's `bonus_info.ladder_apr`): amount ranges and APRs. */
  tiers: readonly LadderTier[];
  /** The coin the ladder's amounts are in (the product's asset). */
  coin: string;
  /** What the tiers' APRs are (P-47): flexible (an estimate) or fixed. */
  basis: RateBasis;
  /** The amount typed or held: the table adds each tier's part and the blended rate this amount earns (P-47). */
  amount?: string;
  /** The rate the ladder adds to (a flexible product's next-time rate), in the blended rate. */
  baseRate?: Rate;
  /** The coin the bonus is paid in (`bonus_asset`); with it, the description says so. */
  bonusCoin?: string;
  /** The element that opens the modal (a button or a row), rendered as the trigger itself. Optional when controlled. */
  trigger?: ReactElement;
  /** The title. Default 'Bonus APR tiers'. */
  title?: ReactNode;
  /** Whether it is open (controlled). */
  open?: boolean;
  /** Whether it starts open when uncontrolled. Default false. */
  defaultOpen?: boolean;
  /** Called when it asks to open or close. */
  onOpenChange?: (open: boolean) => void;
  /** While the ladder loads: placeholders instead of rows. */
  loading?: boolean;
  /** Overrides for this component's strings. */
  messages?: MessageOverrides;
}

/**
 * The ladder-APR modal a bonus row opens (HD-FIXED-09): the product's rate ladder with each tier's
 * amount range, APR and daily rate (SE-DATA-07, SE-CALC-01). A centred dialog on desktop, a bottom
 * sheet on mobile.
 */
export function LadderAprModal({
  tiers,
  coin,
  basis,
  amount,
  baseRate,
  bonusCoin,
  trigger,
  title,
  open,
  defaultOpen,
  onOpenChange,
  loading = false,
  messages,
}: LadderAprModalProps) {
  const t = useTranslate(messages, defaultMessages);
  return (
    <ModalRoot open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <ModalTrigger asChild>{trigger}</ModalTrigger> : null}
      <ModalContent size="sm" messages={messages}>
        <ModalTitle>{title ?? t('kitSchedules.ladderModal.title')}</ModalTitle>
        {bonusCoin ? (
          <ModalDescription>{t('kitSchedules.ladderModal.description', { coin: bonusCoin })}</ModalDescription>
        ) : null}
        <ModalBody className={styles.body}>
          {/* The title already names the ladder; the caption stays as the table's accessible name. */}
          <LadderAprTable
            tiers={tiers}
            coin={coin}
            basis={basis}
            {...(amount === undefined ? {} : { amount })}
            {...(baseRate === undefined ? {} : { baseRate })}
            loading={loading}
            hideCaption
            messages={messages}
          />
        </ModalBody>
      </ModalContent>
    </ModalRoot>
  );
}
