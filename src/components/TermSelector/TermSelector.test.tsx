import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FixedProductType, SaleStatus } from '../../domain/simpleEarn/constants';
import { formatPercent } from '../../i18n/formatRate';
import { createEarnWrapper } from '../../testing';
import { TermSelector, termOptionFromFixedProduct, termOptionFromFlexibleProduct } from './index';
import { bonusLadder, fixedProduct, flexibleProduct, ladderOf } from './termSelector.testing';

const wrapper = createEarnWrapper();
const terms = [
  termOptionFromFlexibleProduct(flexibleProduct('0.021')),
  termOptionFromFixedProduct(fixedProduct(30, '0.0525')),
  termOptionFromFixedProduct(fixedProduct(90, '0.08', { saleStatus: SaleStatus.soldOut })),
  termOptionFromFixedProduct(fixedProduct(180, '0.12', { type: FixedProductType.vip, minVip: 1, maxVip: 5 })),
];

describe('TermSelector', () => {
  it('SE-SUB-01 shows term selector cards, each with its rate and term', () => {
    render(<TermSelector options={terms} />, { wrapper });
    const group = screen.getByRole('radiogroup', { name: 'Term' });
    const cards = within(group).getAllByRole('radio');
    expect(cards).toHaveLength(4);
    expect(cards[0]).toHaveAccessibleName(/^Flexible 2\.10% APR/);
    expect(cards[1]).toHaveAccessibleName(/^30 days 5\.25% APR/);
    expect(cards[3]).toHaveAccessibleName(/^180 days/);
  });

  it("SE-STATUS-05 a sold-out product's rate is shown greyed, with 'Sold out' in words", () => {
    render(<TermSelector options={terms} />, { wrapper });
    const soldOut = screen.getByRole('radio', { name: /^90 days/ });
    expect(soldOut).toHaveAccessibleName('90 days 8.00% APR, simple, fixed, net Sold out');
    expect(within(soldOut).getByText('8.00%').closest('[data-slot="rate-text"]')).toHaveAttribute('data-disabled');
    expect(
      within(screen.getByRole('radio', { name: /^30 days/ }))
        .getByText('5.25%')
        .closest('[data-slot="rate-text"]'),
    ).not.toHaveAttribute('data-disabled');
  });

  it('SE-SUB-05 a sold-out term can still be chosen, so the dialog can show its sold-out notice', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<TermSelector options={terms} onValueChange={onValueChange} />, { wrapper });
    await user.click(screen.getByRole('radio', { name: /^90 days/ }));
    expect(screen.getByRole('radio', { name: /^90 days/ })).toBeChecked();
    expect(onValueChange).toHaveBeenCalledWith('90');
  });

  it('SE-VIP-05 a VIP term carries the V{min}-V{max} tag', () => {
    render(<TermSelector options={terms} />, { wrapper });
    expect(within(screen.getByRole('radio', { name: /^180 days/ })).getByText('V1-V5')).toBeInTheDocument();
  });

  it('HD-CALC-04 a flexible product with a bonus ladder reads Up to its next rate plus the best tier, with badges', () => {
    render(<TermSelector options={[termOptionFromFlexibleProduct(flexibleProduct('0.021', bonusLadder))]} />, {
      wrapper,
    });
    expect(screen.getByRole('radio')).toHaveAccessibleName(
      'Flexible Up to 12.10% APR, simple, estimate, net Tiered APR GT bonus',
    );
  });

  it('a fixed product with a bonus ladder shows the ladder and its bonus coin', () => {
    const product = fixedProduct(60, '0.06', {
      ladderApr: ladderOf([{ left: '0', right: '100', apr: '0.2' }]),
      bonusAsset: 'BTC',
    });
    render(<TermSelector options={[termOptionFromFixedProduct(product)]} />, { wrapper });
    expect(screen.getByRole('radio')).toHaveAccessibleName(
      '60 days 6.00% APR, simple, fixed, net Tiered APR BTC bonus',
    );
  });

  it('the arrow keys walk the cards and select as they go, sold-out ones included', async () => {
    const user = userEvent.setup();
    render(<TermSelector options={terms} defaultValue="30" />, { wrapper });
    await user.tab();
    expect(screen.getByRole('radio', { name: /^30 days/ })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: /^90 days/ })).toBeChecked();
  });

  it('SH-LOCALE-01 in Arabic the cards read Arabic, the digits stay Latin, and ArrowLeft goes forward', async () => {
    const user = userEvent.setup();
    render(<TermSelector options={terms} defaultValue="0" />, { wrapper: createEarnWrapper({ locale: 'ar' }) });
    const group = screen.getByRole('radiogroup', { name: 'المدة' });
    expect(within(group).getByRole('radio', { name: /^مرن/ })).toBeChecked();
    expect(within(group).getAllByRole('radio')[1]).toHaveTextContent(formatPercent('0.0525', { locale: 'ar' }));
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(within(group).getAllByRole('radio')[1]).toBeChecked();
  });

  it('while loading, placeholder cards and one Loading status; with no terms, noRecord', () => {
    const { unmount } = render(<TermSelector options={[]} loading />, { wrapper });
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.getAllByRole('status').some((status) => status.textContent === 'Loading')).toBe(true);
    unmount();
    render(<TermSelector options={[]} />, { wrapper });
    expect(screen.getByText('No records')).toBeInTheDocument();
  });

  it('a disabled term cannot be chosen and the arrows skip it', async () => {
    const user = userEvent.setup();
    const options = [terms[1]!, { ...terms[2]!, soldOut: false, disabled: true }, terms[3]!];
    render(<TermSelector options={options} defaultValue="30" />, { wrapper });
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: /^180 days/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^90 days/ })).toHaveAttribute('aria-disabled', 'true');
  });
});
