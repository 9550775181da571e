import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { EarnProvider } from '../EarnProvider';
import { ModalBody, ModalContent, ModalRoot, ModalTitle } from '../Modal';
import { Tooltip } from './index';

const explanation = 'The annual rate, paid daily.';

function AprLabel({ onClick }: { onClick?: () => void }) {
  return (
    <EarnProvider>
      <Tooltip content={explanation}>
        <button type="button" onClick={onClick}>
          APR
        </button>
      </Tooltip>
      <button type="button">Elsewhere</button>
    </EarnProvider>
  );
}

describe('Tooltip', () => {
  afterEach(() => vi.restoreAllMocks());

  test('hovering the trigger shows it after the delay and it describes the trigger', async () => {
    const user = userEvent.setup();
    render(<AprLabel />);
    const trigger = screen.getByRole('button', { name: 'APR' });
    // The mouse arrives from elsewhere on the page, as it does in a browser.
    await user.hover(screen.getByRole('button', { name: 'Elsewhere' }));
    await user.hover(trigger);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent(explanation);
    expect(trigger).toHaveAccessibleDescription(explanation);
    await user.unhover(trigger);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    expect(trigger).not.toHaveAttribute('aria-describedby');
  });

  test('keyboard focus shows it at once and Escape hides it, leaving focus on the trigger', async () => {
    const user = userEvent.setup();
    render(<AprLabel />);
    await user.tab();
    const trigger = screen.getByRole('button', { name: 'APR' });
    expect(trigger).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(explanation);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  test('a mouse click focuses the trigger without showing it: only keyboard focus does', async () => {
    const user = userEvent.setup();
    render(<AprLabel />);
    const trigger = screen.getByRole('button', { name: 'APR' });
    await user.click(trigger);
    expect(trigger).toHaveFocus();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.tab();
    await user.tab({ shift: true });
    expect(trigger).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(explanation);
  });

  test('on a touch screen a tap toggles it and a tap elsewhere hides it', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<AprLabel onClick={onClick} />);
    const trigger = screen.getByRole('button', { name: 'APR' });
    await user.pointer({ keys: '[TouchA]', target: trigger });
    expect(await screen.findByRole('tooltip')).toHaveTextContent(explanation);
    // The trigger's own handler is chained, not replaced.
    expect(onClick).toHaveBeenCalledTimes(1);
    await user.pointer({ keys: '[TouchA]', target: trigger });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.pointer({ keys: '[TouchA]', target: trigger });
    expect(await screen.findByRole('tooltip')).toBeInTheDocument();
    await user.pointer({ keys: '[TouchA]', target: screen.getByRole('button', { name: 'Elsewhere' }) });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  test("it keeps the trigger's own description alongside its own", async () => {
    const user = userEvent.setup();
    render(
      <>
        <span id="hint">Variable</span>
        <Tooltip content={explanation}>
          <button type="button" aria-describedby="hint">
            APR
          </button>
        </Tooltip>
      </>,
    );
    await user.tab();
    await screen.findByRole('tooltip');
    expect(screen.getByRole('button', { name: 'APR' })).toHaveAccessibleDescription(`Variable ${explanation}`);
  });

  test('inside a modal, Escape hides the tooltip and leaves the modal open', async () => {
    const user = userEvent.setup();
    render(
      <EarnProvider>
        <ModalRoot defaultOpen>
          <ModalContent>
            <ModalTitle>Stake ETH</ModalTitle>
            <ModalBody>
              <Tooltip content={explanation}>
                <button type="button">APR</button>
              </Tooltip>
            </ModalBody>
          </ModalContent>
        </ModalRoot>
      </EarnProvider>,
    );
    // The modal focused its first control on open, by script; Tab again to get keyboard focus on APR.
    await user.tab({ shift: true });
    await user.tab();
    expect(screen.getByRole('button', { name: 'APR' })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Stake ETH' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('disabled, it never shows', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content={explanation} disabled>
        <button type="button">APR</button>
      </Tooltip>,
    );
    await user.tab();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
