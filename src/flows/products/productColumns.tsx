'use client';
/** The columns of the Simple Earn home list, declared once for the desktop table and the mobile cards. */
import type { ListColumn } from '../../components/DataTable';
import { InfoIcon } from '../../components/InfoRow';
import { Tooltip } from '../../components/Tooltip';
import { focusRing } from '../../theme';
import { CoinCell } from '../shared/CoinCell';
import type { ProductCellContext } from './productContext';
import type { ProductFilter } from './productList.reducer';
import type { ProductRow } from './productRows';
import { FixedTermsCell, FlexibleOfferCell } from './ProductOffers';
import * as styles from './products.css';

/** The APR heading with its 'estimates' tooltip; the US site hides estimated-reward tooltips (SH-US-05). */
function AprHeader({ context }: { readonly context: ProductCellContext }) {
  const { t } = context;
  if (!context.showAprTip) return <>{t('simpleEarnHome.column.flexible')}</>;
  return (
    <span className={styles.headerWithTip}>
      {t('simpleEarnHome.column.flexible')}
      <Tooltip content={t('simpleEarnHome.aprTip.text')}>
        <button
          type="button"
          className={`${styles.tipTrigger} ${focusRing}`}
          aria-label={t('simpleEarnHome.aprTip.label')}
        >
          <InfoIcon className={styles.tipIcon} />
        </button>
      </Tooltip>
    </span>
  );
}

/** Coin, flexible APR and fixed terms; the Flexible filter leaves the fixed column out and Fixed the flexible one. */
export function productColumns(context: ProductCellContext, filter: ProductFilter): readonly ListColumn<ProductRow>[] {
  const { t } = context;
  const coin: ListColumn<ProductRow> = {
    id: 'coin',
    header: t('simpleEarnHome.column.coin'),
    card: 'title',
    cell: (row) => <CoinCell coin={row.asset} icon={row.icon} />,
  };
  const flexible: ListColumn<ProductRow> = {
    id: 'flexible',
    header: <AprHeader context={context} />,
    cell: (row) => <FlexibleOfferCell row={row} context={context} />,
  };
  const fixed: ListColumn<ProductRow> = {
    id: 'fixed',
    header: t('simpleEarnHome.column.fixed'),
    cell: (row) => <FixedTermsCell row={row} context={context} />,
  };
  if (filter === 'flexible') return [coin, flexible];
  if (filter === 'fixed') return [coin, fixed];
  return [coin, flexible, fixed];
}
