import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createEarnWrapper } from '../../testing';
import { RATE_BASIS, RateText } from '../RateText';
import { InfoList, InfoRow } from './index';

const wrapper = createEarnWrapper();

describe('InfoRow', () => {
  it('LP-STAKE-04 SH-DIALOG-01 rows pair each label with its value', () => {
    render(
      <InfoList aria-label="Pool details">
        <InfoRow label="Total staked" amount="1234567.891234567" coin="GT" />
        <InfoRow label="Est. APR">
          <RateText rate="0.0525" basis={RATE_BASIS.flexible} />
        </InfoRow>
      </InfoList>,
      { wrapper },
    );
    const terms = screen.getAllByRole('term');
    const values = screen.getAllByRole('definition');
    expect(terms.map((term) => term.textContent)).toEqual(['Total staked', 'Est. APR']);
    expect(values[0]).toHaveTextContent('1,234,567.89123456 GT');
    expect(values[1]).toHaveTextContent('5.25%');
  });

  it('HD-FIXED-05 an amount is rounded down, in a <bdi>, with its ticker beside it', () => {
    render(
      <InfoList>
        <InfoRow label="Principal" amount="0.123456789" coin="BTC" />
      </InfoList>,
      { wrapper },
    );
    const figure = screen.getByText('0.12345678');
    expect(figure.tagName).toBe('BDI');
    expect(screen.getByRole('definition')).toHaveTextContent('0.12345678 BTC');
  });

  it("a label's tooltip opens from a button named after the row, on focus", async () => {
    const user = userEvent.setup();
    render(
      <InfoList>
        <InfoRow label="Currently borrowed" tooltip="Refreshed every hour." amount="10" coin="USDT" />
      </InfoList>,
      { wrapper },
    );
    const button = screen.getByRole('button', { name: 'More information about Currently borrowed' });
    await user.tab();
    expect(button).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Refreshed every hour.');
    expect(button).toHaveAccessibleDescription('Refreshed every hour.');
  });

  it('an InfoRow outside an InfoList says so', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<InfoRow label="Orphan" />, { wrapper })).toThrow(
      '`InfoRow` must be used inside an `InfoList`.',
    );
    vi.restoreAllMocks();
  });
});
