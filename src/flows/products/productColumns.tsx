'use client';
/** The columns of the Simple Earn home list, declared once for the desktop table and the mobile cards. */
import type { ListColumn } from '../../components/DataTable';
import { InfoIcon } from '../../components/InfoRow';
import { Tooltip } from '../../components/Tooltip';
import { focusRing } from '../../theme';
import { CoinCell } from '../shared/CoinCell';
import type { ProductCellContext } from './productContext';
import type { ProductRow } from './productRows';
import { AprRangeCell, ProductTermsCell } from './ProductOffers';
import * as styles from './products.css';

/** The APR heading with its 'estimates' tooltip; the US site hides estimated-reward tooltips (SH-US-05). */
function AprHeader({ context }: { readonly context: ProductCellContext }) {
  const { t } = context;
  if (!context.showAprTip) return <>{t('simpleEarnHome.column.apr')}</>;
  return (
    <span className={styles.headerWithTip}>
      {t('simpleEarnHome.column.apr')}
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

/**
 * One row per coin: the coin, its APR range across its terms, and its terms with the coin's one Subscribe. On a
 * card the coin and its range head the card and the terms span it.
 */
export function productColumns(context: ProductCellContext): readonly ListColumn<ProductRow>[] {
  const { t } = context;
  return [
    {
      id: 'coin',
      header: t('simpleEarnHome.column.coin'),
      card: 'title',
      cell: (row) => <CoinCell coin={row.asset} icon={row.icon} />,
    },
    {
      id: 'apr',
      header: <AprHeader context={context} />,
      card: 'title',
      cell: (row) => <AprRangeCell row={row} context={context} />,
    },
    {
      id: 'terms',
      header: t('simpleEarnHome.column.terms'),
      card: 'full',
      cell: (row) => <ProductTermsCell row={row} context={context} />,
    },
  ];
}
