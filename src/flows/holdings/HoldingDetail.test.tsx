import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeEarnBackend } from './fakeEarnBackend.testing';
import { renderFlow } from './flowTestSetup.testing';
import { FIXTURE_NOW, fixedHoldingDto, flexibleHoldingDto } from './holdingsFixtures.testing';
import { HoldingDetail } from './HoldingDetail';

const seed = { fixedHoldings: [fixedHoldingDto(1)], flexibleHoldings: [flexibleHoldingDto('USDT')] };

describe('HoldingDetail', () => {
  it('HD-ROUTE-01 HD-ROUTE-02 DEC-10 orderType=fixed with asset and order_id shows the fixed-term detail', async () => {
    renderFlow(<HoldingDetail orderType="fixed" asset="USDT" orderId="F1001" now={FIXTURE_NOW} />, {
      respond: createFakeEarnBackend(seed).respond,
    });
    expect(await screen.findByRole('heading', { name: 'Simple Earn - Fixed' })).toBeInTheDocument();
    expect(await screen.findByText('Holding')).toBeInTheDocument();
  });

  it.each([['flexible'], ['FIXED'], [null]])(
    'HD-ROUTE-03 orderType %s shows the flexible detail',
    async (orderType) => {
      renderFlow(<HoldingDetail orderType={orderType} asset="USDT" now={FIXTURE_NOW} />, {
        respond: createFakeEarnBackend(seed).respond,
      });
      expect(await screen.findByRole('heading', { name: 'Simple Earn - Flexible' })).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: 'Subscribe again' })).toBeInTheDocument();
    },
  );
});
