import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { rateFromFraction, type Rate } from '../../domain/shared';
import { EarnProvider } from '../EarnProvider';
import { LadderAprModal } from './LadderAprModal';
import { RATE_BASIS } from '../../domain/shared/rateBasis';

const rate = (fraction: string) => rateFromFraction(fraction) as Rate;

describe('LadderAprModal look', () => {
  it('the centred dialog with the ladder, light', async () => {
    render(
      <EarnProvider theme="light" timeZone="UTC">
        <LadderAprModal
          defaultOpen
          coin="USDT"
          basis={RATE_BASIS.fixed}
          amount="1200"
          bonusCoin="GT"
          tiers={[
            { left: '0', right: '500', apr: rate('0.2') },
            { left: '500', right: '5000', apr: rate('0.08') },
            { left: '5000', right: '', apr: rate('0.02') },
          ]}
        />
      </EarnProvider>,
    );
    const dialog = page.getByRole('dialog', { name: 'Bonus APR tiers' });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog).toMatchScreenshot('ladder-apr-modal-light');
  });
});
