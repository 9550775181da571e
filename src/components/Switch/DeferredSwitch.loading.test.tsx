import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DeferredSwitch } from './DeferredSwitch';

// Radix's switch arrives only when the test lets it: its code is still loading when the key is pressed.
const load = vi.hoisted(() => {
  let release: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  return { arrived, release: () => release() };
});
vi.mock('./Switch', async (importOriginal) => {
  await load.arrived;
  return importOriginal();
});

function Controlled() {
  const [on, setOn] = useState(false);
  return <DeferredSwitch label="Auto-earn USDT" checked={on} onCheckedChange={setOn} />;
}

describe('DeferredSwitch while its code loads', () => {
  it('a Space pressed before its code is in turns it on once the code arrives, the focus staying on it throughout', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.tab();
    await user.keyboard(' ');
    // Still loading: the same switch, focused and as it was.
    expect(screen.getByRole('switch', { name: 'Auto-earn USDT' })).toHaveFocus();
    expect(screen.getByRole('switch', { name: 'Auto-earn USDT' })).not.toBeChecked();

    await act(async () => load.release());
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Auto-earn USDT' })).toBeChecked());
    expect(screen.getByRole('switch', { name: 'Auto-earn USDT' })).toHaveFocus();
  });
});
