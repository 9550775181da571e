import { StakingProducts } from 'earnkit/flows';
import { Stack } from 'earnkit';
import * as css from '../App.css';
import { useAppMessages } from '../useAppMessages';

/**
 * /staking (DEC-28): the staking products with a coin search and an APR sort; a coin opens its detail page, a row's
 * Stake that page with its stake dialog open (`?stake=1`).
 */
export function StakingPage() {
  const t = useAppMessages();
  return (
    <Stack as="section" space="lg" className={css.page} aria-labelledby="staking-title">
      <h1 id="staking-title" className={css.title}>
        {t('navStaking')}
      </h1>
      <StakingProducts showHeading={false} />
    </Stack>
  );
}
