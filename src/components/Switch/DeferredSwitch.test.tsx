import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { EarnProvider } from '../EarnProvider/EarnProvider';
import { DeferredSwitch, type DeferredSwitchProps } from './DeferredSwitch';
import { Switch } from './Switch';

/** The markup a switch shows once React and Radix have settled (Radix drops its form input on its first effect). */
async function settledMarkup(element: React.ReactElement) {
  const { container, unmount } = render(<EarnProvider>{element}</EarnProvider>);
  await waitFor(() => expect(container.querySelector('input')).toBeNull());
  const markup = container.innerHTML;
  unmount();
  return markup;
}

function Controlled(props: Partial<DeferredSwitchProps>) {
  const [on, setOn] = useState(false);
  return <DeferredSwitch label="Auto-earn USDT" checked={on} onCheckedChange={setOn} {...props} />;
}

describe('DeferredSwitch', () => {
  it.each<[string, Partial<DeferredSwitchProps>]>([
    ['off', {}],
    ['on', { checked: true }],
    ['busy', { loading: true }],
    ['small, with a description', { size: 'sm', description: 'When the pool opens' }],
    ['disabled with a reason', { disabled: true, disabledReason: 'Log in first' }],
    ['disabled', { disabled: true }],
  ])("before its first press it draws what Radix's switch draws (%s)", async (_case, props) => {
    const plain = await settledMarkup(<DeferredSwitch id="s" label="Notify me" {...props} />);
    const loaded = await settledMarkup(<Switch id="s" label="Notify me" {...props} />);
    expect(plain).toBe(loaded);
  });

  it('a click turns it on and leaves the focus on it', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(screen.getByRole('switch', { name: 'Auto-earn USDT' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Auto-earn USDT' })).toBeChecked());
    expect(screen.getByRole('switch', { name: 'Auto-earn USDT' })).toHaveFocus();
    await user.click(screen.getByRole('switch', { name: 'Auto-earn USDT' }));
    expect(screen.getByRole('switch', { name: 'Auto-earn USDT' })).not.toBeChecked();
  });

  it('a tap turns it on', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.pointer({ keys: '[TouchA]', target: screen.getByRole('switch', { name: 'Auto-earn USDT' }) });
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Auto-earn USDT' })).toBeChecked());
  });

  it('reached by Tab, Space turns it on and Enter off, the focus staying on it', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.tab();
    expect(screen.getByRole('switch', { name: 'Auto-earn USDT' })).toHaveFocus();
    await user.keyboard(' ');
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Auto-earn USDT' })).toBeChecked());
    expect(screen.getByRole('switch', { name: 'Auto-earn USDT' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('switch', { name: 'Auto-earn USDT' })).not.toBeChecked();
  });

  it('clicking its label turns it on', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(screen.getByText('Auto-earn USDT'));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Auto-earn USDT' })).toBeChecked());
  });

  it('uncontrolled, it starts from defaultChecked and a click turns it off', async () => {
    const user = userEvent.setup();
    render(<DeferredSwitch label="Reinvest" defaultChecked />);
    expect(screen.getByRole('switch', { name: 'Reinvest' })).toBeChecked();
    await user.click(screen.getByRole('switch', { name: 'Reinvest' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Reinvest' })).not.toBeChecked());
  });

  it('busy, or disabled with a reason, a press leaves it as it was', async () => {
    const user = userEvent.setup();
    render(
      <EarnProvider>
        <Controlled loading />
        <Controlled label="Notify me" disabled disabledReason="Log in first" />
      </EarnProvider>,
    );
    await user.click(screen.getByRole('switch', { name: 'Auto-earn USDT' }));
    await user.click(screen.getByRole('switch', { name: 'Notify me' }));
    await user.keyboard(' ');
    expect(screen.getByRole('switch', { name: 'Auto-earn USDT' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Notify me' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Notify me' })).toHaveAccessibleDescription('Log in first');
  });
});
