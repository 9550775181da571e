import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeEarnBackend } from '../holdings/fakeEarnBackend.testing';
import { renderFlow } from '../holdings/flowTestSetup.testing';
import { AutoEarnCard } from './AutoEarnCard';
import { AutoEarnOverviewCard } from './AutoEarnCardFrame';
import { marketListDtos } from './autoEarnFixtures.testing';

describe('AutoEarnCard', () => {
  // First in the file: the switch's code is not loaded yet, as on a visitor's first view of a holding.
  it("given a coin, the card's first render already shows the coin's switch, as the server painted it, not a placeholder while the switch's code loads", () => {
    const backend = createFakeEarnBackend({ marketList: marketListDtos() });
    renderFlow(<AutoEarnCard asset="USDT" />, { respond: backend.respond });
    const toggle = screen.getByRole('switch', { name: 'Auto-earn USDT' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toBeEnabled();
  });

  it('the card about every coin offers Enable and has no coin switch', async () => {
    const backend = createFakeEarnBackend({ marketList: marketListDtos() });
    renderFlow(<AutoEarnOverviewCard />, { respond: backend.respond });
    const card = await screen.findByRole('region', { name: 'Auto-earn' });
    expect(await within(card).findByRole('button', { name: 'Enable' })).toBeEnabled();
    expect(within(card).queryByRole('switch')).not.toBeInTheDocument();
  });

  it('AE-CARD-03 with no coin enabled the card offers Enable, which confirms switching every coin on', async () => {
    const backend = createFakeEarnBackend({ marketList: marketListDtos() });
    renderFlow(<AutoEarnCard />, { respond: backend.respond });
    const card = await screen.findByRole('region', { name: 'Auto-earn' });
    await userEvent.click(await within(card).findByRole('button', { name: 'Enable' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Enable auto-earn?' })).getByRole('button', { name: 'Confirm' }),
    );
    expect(await screen.findByText('Enabled successfully')).toBeInTheDocument();
    expect(backend.getGlobalStatus()).toBe(1);
  });

  it('AE-CARD-01 AE-CARD-02 with a coin enabled the card shows the Enabling badge and Set up, which opens the settings', async () => {
    const backend = createFakeEarnBackend({ marketList: marketListDtos(['ETH']) });
    renderFlow(<AutoEarnCard />, { respond: backend.respond });
    expect(await screen.findByText('Enabling')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Set up' }));
    expect(await screen.findByRole('dialog', { name: 'Auto-earn settings' })).toBeInTheDocument();
  });

  it('HD-FLEX-08 AE-TOGGLE-01 given a coin, the card has its switch: turning it on subscribes that coin idle balance automatically', async () => {
    const backend = createFakeEarnBackend({ marketList: marketListDtos() });
    renderFlow(<AutoEarnCard asset="USDT" />, { respond: backend.respond });
    const toggle = await screen.findByRole('switch', { name: 'Auto-earn USDT' });
    await userEvent.click(toggle);
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Enable auto-earn?' })).getByRole('button', { name: 'Confirm' }),
    );
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Auto-earn USDT' })).toBeChecked());
    expect(backend.marketList.find((item) => item.asset === 'USDT')?.auto_invest_status).toBe(1);
  });

  it('given a coin, by keyboard alone: Space on its switch asks to confirm, Cancel leaves it off, and the next Space asks again', async () => {
    const user = userEvent.setup();
    const backend = createFakeEarnBackend({ marketList: marketListDtos() });
    renderFlow(<AutoEarnCard asset="USDT" />, { respond: backend.respond });
    const toggle = await screen.findByRole('switch', { name: 'Auto-earn USDT' });
    toggle.focus();
    await user.keyboard(' ');
    const dialog = await screen.findByRole('dialog', { name: 'Enable auto-earn?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('switch', { name: 'Auto-earn USDT' })).not.toBeChecked();

    screen.getByRole('switch', { name: 'Auto-earn USDT' }).focus();
    await user.keyboard(' ');
    expect(await screen.findByRole('dialog', { name: 'Enable auto-earn?' })).toBeInTheDocument();
  });

  it('by keyboard alone, Enter on Enable asks to confirm switching every coin on', async () => {
    const user = userEvent.setup();
    const backend = createFakeEarnBackend({ marketList: marketListDtos() });
    renderFlow(<AutoEarnCard />, { respond: backend.respond });
    const card = await screen.findByRole('region', { name: 'Auto-earn' });
    within(card).getByRole('button', { name: 'Enable' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Enable auto-earn?' })).toBeInTheDocument();
  });
});
