import { render, screen } from '@testing-library/react';
import { EarnProvider, type EarnProviderProps } from '../components/EarnProvider/EarnProvider';
import { useFormat } from './useFormat';

const MIDNIGHT_UTC = Date.UTC(2024, 0, 5);
const ARABIC_INDIC_DIGITS = /[\u0660-\u0669]/;

function Formatted() {
  const format = useFormat();
  return (
    <ul>
      <li data-testid="amount">{format.amount('1234567.123456789')}</li>
      <li data-testid="percent">{format.percent('0.0525')}</li>
      <li data-testid="date">{format.dateTime(MIDNIGHT_UTC)}</li>
      <li data-testid="utc">{format.utcDateTime(MIDNIGHT_UTC)}</li>
    </ul>
  );
}

function renderWith(props: Omit<EarnProviderProps, 'children'>) {
  return render(
    <EarnProvider {...props}>
      <Formatted />
    </EarnProvider>,
  );
}

describe('useFormat', () => {
  it('SH-CONST-08 formats amounts with the provider locale, exact and rounded down', () => {
    renderWith({ locale: 'de', timeZone: 'UTC' });
    expect(screen.getByTestId('amount')).toHaveTextContent('1.234.567,12345678');
  });

  it('SH-LOCALE-01 in Arabic numbers and dates keep Latin digits from the provider default', () => {
    renderWith({ locale: 'ar', timeZone: 'UTC' });
    for (const id of ['amount', 'percent', 'date', 'utc']) {
      expect(screen.getByTestId(id).textContent).not.toMatch(ARABIC_INDIC_DIGITS);
    }
    expect(screen.getByTestId('amount')).toHaveTextContent('1,234,567.12345678');
  });

  it('SH-LOCALE-01 a provider asking for Arabic-Indic digits gets them', () => {
    renderWith({ locale: 'ar', timeZone: 'UTC', numberingSystem: 'arab' });
    expect(screen.getByTestId('amount').textContent).toMatch(ARABIC_INDIC_DIGITS);
  });

  it('DEC-05 rates are fractions shown as percent with 2 decimals', () => {
    renderWith({ timeZone: 'UTC' });
    expect(screen.getByTestId('percent')).toHaveTextContent('5.25%');
  });

  it("SE-TIMELINE-04 dates use the provider's time zone; the UTC variant states UTC whatever the zone", () => {
    renderWith({ timeZone: 'Asia/Singapore' });
    expect(screen.getByTestId('date')).toHaveTextContent('01/05/2024, 08:00');
    expect(screen.getByTestId('utc')).toHaveTextContent('01/05/2024, 00:00 UTC');
  });
});
