import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rateFromFraction, rateFromPercent } from '../../domain/shared/rate';
import { RATE_BASIS } from '../../domain/shared/rateBasis';
import { formatPercent } from '../../i18n/formatRate';
import { createEarnWrapper } from '../../testing';
import { RateText } from './RateText';

const wrapper = createEarnWrapper();

describe('RateText', () => {
  it('DEC-05 shows a fraction rate as a percent with 2 decimals', () => {
    render(<RateText basis={RATE_BASIS.fixed} rate={rateFromFraction('0.0525')} data-testid="rate" />, { wrapper });
    expect(screen.getByTestId('rate')).toHaveTextContent('5.25% APR, simple, fixed, net');
  });

  it('DEC-05 a staking percent converted at the edge shows the same way, rounded down', () => {
    render(<RateText basis={RATE_BASIS.fixed} rate={rateFromPercent('12.3456')} data-testid="rate" />, { wrapper });
    expect(screen.getByTestId('rate')).toHaveTextContent('12.34%');
  });

  it('the figure sits in a <bdi> so right-to-left text never reorders it', () => {
    render(<RateText basis={RATE_BASIS.fixed} rate="0.08" />, { wrapper: createEarnWrapper({ locale: 'ar' }) });
    // Arabic marks the percent sign's direction itself; the figure is whatever Intl gives for 'ar'.
    const figure = screen.getByText(formatPercent('0.08', { locale: 'ar' }));
    expect(figure.tagName).toBe('BDI');
  });

  it('a missing or malformed rate shows --, never 0%', () => {
    render(
      <>
        <RateText basis={RATE_BASIS.fixed} rate={null} data-testid="missing" />
        <RateText basis={RATE_BASIS.fixed} rate="abc" data-testid="malformed" />
      </>,
      { wrapper },
    );
    expect(screen.getByTestId('missing')).toHaveTextContent('--');
    expect(screen.getByTestId('malformed')).toHaveTextContent('--');
  });

  it("SE-STATUS-05 a sold-out product's rate is greyed and still shown", () => {
    render(<RateText basis={RATE_BASIS.fixed} rate="0.12" soldOut data-testid="rate" />, { wrapper });
    const rate = screen.getByTestId('rate');
    expect(rate).toHaveTextContent('12.00%');
    expect(rate).toHaveAttribute('data-disabled');
  });

  it("the ladder form reads 'Up to' before the highest rate, in Arabic too", () => {
    const { unmount } = render(<RateText basis={RATE_BASIS.fixed} rate="0.185" upTo data-testid="rate" />, { wrapper });
    expect(screen.getByTestId('rate')).toHaveTextContent('Up to 18.50%');
    unmount();
    render(<RateText basis={RATE_BASIS.fixed} rate="0.185" upTo data-testid="rate" />, {
      wrapper: createEarnWrapper({ locale: 'ar' }),
    });
    expect(screen.getByTestId('rate')).toHaveTextContent(`حتى ${formatPercent('0.185', { locale: 'ar' })}`);
  });

  it('up and down are colour roles reached through data-variant; a bonus can carry a plus sign', () => {
    render(
      <>
        <RateText basis={RATE_BASIS.fixed} rate="0.012" tone="up" signed data-testid="up" />
        <RateText basis={RATE_BASIS.fixed} rate="-0.004" tone="down" data-testid="down" />
      </>,
      { wrapper },
    );
    expect(screen.getByTestId('up')).toHaveTextContent('+1.20%');
    expect(screen.getByTestId('up')).toHaveAttribute('data-variant', 'up');
    expect(screen.getByTestId('down')).toHaveTextContent('-0.40%');
    expect(screen.getByTestId('down')).toHaveAttribute('data-variant', 'down');
  });

  it('a messages prop overrides the up-to wording', () => {
    render(
      <RateText
        basis={RATE_BASIS.fixed}
        rate="0.1"
        upTo
        messages={{ 'kitBasics.rate.upTo': 'Max {rate}' }}
        data-testid="rate"
      />,
      {
        wrapper,
      },
    );
    expect(screen.getByTestId('rate')).toHaveTextContent('Max 10.00%');
  });

  it('every rate carries its label after the figure: APR or APY, simple or compounding, estimate or fixed, net or gross', () => {
    render(
      <>
        <RateText rate="0.05" basis={RATE_BASIS.flexible} data-testid="flexible" />
        <RateText rate="0.07" basis={RATE_BASIS.stakingDefi} data-testid="defi" />
        <RateText rate="0.12" basis={RATE_BASIS.dualEarn} data-testid="dual" />
        <RateText rate="0.03" basis={RATE_BASIS.wealth} data-testid="wealth" />
        <RateText rate="0.1" basis={RATE_BASIS.feeRate} data-testid="fee" />
      </>,
      { wrapper },
    );
    expect(screen.getByTestId('flexible')).toHaveTextContent('5.00% APR, simple, estimate, net');
    expect(screen.getByTestId('defi')).toHaveTextContent('7.00% APR, simple, estimate, before fees');
    expect(screen.getByTestId('dual')).toHaveTextContent('12.00% APY, simple, fixed, net');
    expect(screen.getByTestId('wealth')).toHaveTextContent('3.00% APR, simple, last 30 days, net');
    expect(screen.getByTestId('fee')).toHaveTextContent('10.00% fee');
  });

  it('on a list row the label is short on screen and read out in full', () => {
    render(
      <table>
        <tbody>
          <tr>
            <td>
              <RateText rate="0.05" basis={RATE_BASIS.flexible} compact data-testid="rate" />
            </td>
          </tr>
        </tbody>
      </table>,
      { wrapper },
    );
    expect(screen.getByText('APR · est.')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('cell')).toHaveAccessibleName('5.00% APR, simple, estimate, net');
  });

  it('the label is in Arabic on an Arabic page', () => {
    render(<RateText rate="0.05" basis={RATE_BASIS.fixed} data-testid="rate" />, {
      wrapper: createEarnWrapper({ locale: 'ar' }),
    });
    expect(screen.getByTestId('rate')).toHaveTextContent('معدل سنوي، بسيط، ثابت، صافٍ');
  });
});
