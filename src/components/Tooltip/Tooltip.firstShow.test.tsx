import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';

const explanation = 'The annual rate, paid daily.';

// Each test imports the tooltip afresh, so its bubble's code has never loaded: the page's first tooltip.
async function renderFirstTooltip() {
  const { Tooltip } = await import('./index');
  render(
    <>
      <Tooltip content={explanation}>
        <button type="button">APR</button>
      </Tooltip>
      <button type="button">Elsewhere</button>
    </>,
  );
  return screen.getByRole('button', { name: 'APR' });
}

describe("Tooltip: a page's first tooltip, whose bubble loads when it first shows", () => {
  beforeEach(() => {
    vi.resetModules();
  });

  test('the first keyboard focus shows the bubble, which describes the trigger', async () => {
    const user = userEvent.setup();
    const trigger = await renderFirstTooltip();
    await user.tab();
    expect(trigger).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(explanation);
    expect(trigger).toHaveAccessibleDescription(explanation);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(trigger).not.toHaveAttribute('aria-describedby');
  });

  test('the first hover shows the bubble after the delay', async () => {
    const user = userEvent.setup();
    const trigger = await renderFirstTooltip();
    await user.hover(screen.getByRole('button', { name: 'Elsewhere' }));
    await user.hover(trigger);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(explanation);
    expect(trigger).toHaveAccessibleDescription(explanation);
    await user.unhover(trigger);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  test('the first tap on a touch screen shows the bubble, and a second tap hides it', async () => {
    const user = userEvent.setup();
    const trigger = await renderFirstTooltip();
    await user.pointer({ keys: '[TouchA]', target: trigger });
    expect(await screen.findByRole('tooltip')).toHaveTextContent(explanation);
    await user.pointer({ keys: '[TouchA]', target: trigger });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
