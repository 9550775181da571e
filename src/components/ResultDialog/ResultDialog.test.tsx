import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { EarnProvider } from '../EarnProvider';
import { Button } from '../Button';
import { FailureDialog, InfoDialog, ResultDialog, SuccessDialog } from './index';

interface HappyDomWindow {
  happyDOM: { setViewport(viewport: { width: number; height: number }): void };
}
function setViewport(width: number, height = 812): void {
  (window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height });
}

describe('ResultDialog', () => {
  afterEach(() => setViewport(1280, 800));

  test('SH-DIALOG-01 a success dialog shows its title, subtitle, label/value rows and two buttons', () => {
    render(
      <EarnProvider>
        <SuccessDialog
          defaultOpen
          title="Subscribed"
          subtitle="Your USDT is earning from today."
          rows={[
            { label: 'Amount', amount: '1200.5', coin: 'USDT', decimals: 2 },
            { label: 'Term', value: '30 days' },
          ]}
          primaryAction={{ label: 'View holdings' }}
          secondaryAction={{ label: 'Subscribe more' }}
        />
      </EarnProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Subscribed' });
    expect(dialog).toHaveAccessibleDescription('Your USDT is earning from today.');
    expect(within(dialog).getByRole('img', { name: 'Success' })).toBeInTheDocument();
    const terms = within(dialog)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(dialog)
      .getAllByRole('definition')
      .map((definition) => definition.textContent);
    expect(terms).toEqual(['Amount', 'Term']);
    expect(values).toEqual(['1,200.50 USDT', '30 days']);
    const footerButtons = within(dialog)
      .getAllByRole('button')
      .filter((button) => button.getAttribute('data-slot') === 'button');
    expect(footerButtons.map((button) => button.textContent)).toEqual(['Subscribe more', 'View holdings']);
    // It opens on its main action.
    expect(within(dialog).getByRole('button', { name: 'View holdings' })).toHaveFocus();
  });

  test('SH-DIALOG-01 pressing a button runs its action and closes the dialog, unless told to stay', async () => {
    const user = userEvent.setup();
    const onView = vi.fn();
    const onRetry = vi.fn();
    const onOpenChange = vi.fn();
    render(
      <EarnProvider>
        <FailureDialog
          defaultOpen
          onOpenChange={onOpenChange}
          title="Subscription failed"
          primaryAction={{ label: 'Try again', onAction: onRetry, closes: false }}
          secondaryAction={{ label: 'View details', onAction: onView }}
        />
      </EarnProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Subscription failed' });
    expect(within(dialog).getByRole('img', { name: 'Failed' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'View details' }));
    expect(onView).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('SH-DIALOG-01 an info dialog opens from its trigger, and focus returns there on close', async () => {
    const user = userEvent.setup();
    render(
      <EarnProvider>
        <InfoDialog trigger={<Button>Rules</Button>} title="How rewards work" primaryAction={{ label: 'Got it' }} />
      </EarnProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Rules' }));
    const dialog = screen.getByRole('dialog', { name: 'How rewards work' });
    expect(within(dialog).getByRole('img', { name: 'Information' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Got it' }));
    expect(screen.getByRole('button', { name: 'Rules' })).toHaveFocus();
  });

  test('SH-DIALOG-02 below 768 px the dialog takes the full screen', () => {
    setViewport(375);
    render(
      <EarnProvider>
        <ResultDialog status="success" defaultOpen title="Redeemed" />
      </EarnProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'Redeemed' })).toHaveAttribute('data-presentation', 'fullscreen');
  });

  test('SH-DIALOG-02 at 768 px and above it is a centred dialog', () => {
    setViewport(1280);
    render(
      <EarnProvider>
        <ResultDialog status="info" defaultOpen title="Notice" />
      </EarnProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'Notice' })).toHaveAttribute('data-presentation', 'dialog');
  });

  test('SH-LOCALE-01 in Arabic the result mark is named in Arabic', () => {
    render(
      <EarnProvider locale="ar">
        <SuccessDialog defaultOpen title="تم" />
      </EarnProvider>,
    );
    expect(within(screen.getByRole('dialog', { name: 'تم' })).getByRole('img', { name: 'نجاح' })).toBeInTheDocument();
  });
});
