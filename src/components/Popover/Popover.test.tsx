import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { EarnProvider } from '../EarnProvider';
import { MissingRootError } from '../Modal';
import { PopoverContent, PopoverRoot, PopoverTrigger } from './index';

interface HappyDomWindow {
  happyDOM: { setViewport(viewport: { width: number; height: number }): void };
}
function setViewport(width: number, height = 812): void {
  (window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height });
}

function BonusRules() {
  return (
    <EarnProvider>
      <PopoverRoot>
        <PopoverTrigger>Bonus rules</PopoverTrigger>
        <PopoverContent title="How the bonus works">The bonus rate applies to the first 1,000 USDT.</PopoverContent>
      </PopoverRoot>
    </EarnProvider>
  );
}

describe('Popover', () => {
  beforeEach(() => setViewport(1280, 800));
  afterEach(() => {
    vi.restoreAllMocks();
    setViewport(1280, 800);
  });

  test('on desktop it opens a non-modal popover named by its title', async () => {
    const user = userEvent.setup();
    render(<BonusRules />);
    await user.click(screen.getByRole('button', { name: 'Bonus rules' }));
    const popover = screen.getByRole('dialog', { name: 'How the bonus works' });
    expect(popover).toHaveTextContent('The bonus rate applies to the first 1,000 USDT.');
    expect(popover).toHaveAttribute('data-slot', 'popover-content');
    // Non-modal: the page keeps scrolling.
    expect(document.body).not.toHaveAttribute('data-scroll-locked');
  });

  test('Escape closes it and focus returns to the trigger', async () => {
    const user = userEvent.setup();
    render(<BonusRules />);
    const trigger = screen.getByRole('button', { name: 'Bonus rules' });
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  test('its close button is a real button named from the catalogue', async () => {
    const user = userEvent.setup();
    render(<BonusRules />);
    await user.click(screen.getByRole('button', { name: 'Bonus rules' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('SH-LAYOUT-01 below 768 px it opens as a bottom sheet, modal and named by the same title', async () => {
    setViewport(375);
    const user = userEvent.setup();
    render(<BonusRules />);
    await user.click(screen.getByRole('button', { name: 'Bonus rules' }));
    const sheet = screen.getByRole('dialog', { name: 'How the bonus works' });
    expect(sheet).toHaveAttribute('data-presentation', 'sheet');
    expect(document.body).toHaveAttribute('data-scroll-locked');
    await user.click(within(sheet).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bonus rules' })).toHaveFocus();
  });

  test('a part outside PopoverRoot throws a MissingRootError', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<PopoverContent title="Alone">x</PopoverContent>)).toThrow(MissingRootError);
    expect(() => render(<PopoverTrigger>Alone</PopoverTrigger>)).toThrow(
      '`PopoverTrigger` must be used within `PopoverRoot`.',
    );
  });
});
