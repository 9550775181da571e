import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { EarnApiError, transportError } from '../../api/errors';
import { ModalContent, ModalTitle } from '../../components/Modal';
import { errors } from '../../i18n/catalogue/en/errors';
import { EarnTestProvider } from '../../testing/EarnTestProvider';
import { findToast } from '../simpleEarn/testing/queries.testing';
import { FlowDialogRoot, useFlowDialog, type FlowDialog, type UseFlowDialogOptions } from './useFlowDialog';

const business = (serverMessage: string) =>
  new EarnApiError({
    kind: 'business',
    call: 'flexibleRedeem',
    messageKey: 'common.requestDataError',
    outcome: { kind: 'failure', code: -1, key: 'common.requestDataError', message: serverMessage },
    code: -1,
    serverMessage,
  });

/** A dialog flow with nothing but the shell: its parts are buttons the test presses. */
function ShellFlow({ onDialog, ...options }: UseFlowDialogOptions & { onDialog?: (dialog: FlowDialog) => void }) {
  const dialog = useFlowDialog({ toastId: 'test-action', defaults: errors, ...options });
  onDialog?.(dialog);
  return (
    <>
      <p>Opened at {dialog.openedAt}</p>
      <button type="button" onClick={dialog.show}>
        Show
      </button>
      <FlowDialogRoot dialog={dialog} trigger={<button type="button">Open</button>}>
        <ModalContent aria-describedby={undefined}>
          <ModalTitle>Test flow</ModalTitle>
          <button type="button" onClick={dialog.close}>
            Done
          </button>
        </ModalContent>
      </FlowDialogRoot>
    </>
  );
}

function renderShell(options: UseFlowDialogOptions & { onDialog?: (dialog: FlowDialog) => void } = {}, now = 1000) {
  let time = now;
  const clock = () => time;
  const view = render(
    <EarnTestProvider clock={clock}>
      <ShellFlow {...options} />
    </EarnTestProvider>,
  );
  return { ...view, events: userEvent.setup(), setTime: (at: number) => (time = at) };
}

const dialogQuery = () => screen.queryByRole('dialog', { name: 'Test flow' });

describe('useFlowDialog', () => {
  it('opens from its trigger; a close by the user reports it and runs the close event', async () => {
    const onOpenChange = vi.fn();
    const onClose = vi.fn();
    const { events } = renderShell({ onOpenChange, onClose });
    expect(dialogQuery()).not.toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Open' }));
    expect(dialogQuery()).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    expect(onClose).not.toHaveBeenCalled();
    await events.keyboard('{Escape}');
    expect(dialogQuery()).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('the flow closes it with close() and opens it with show(); a close by the flow runs the close event too', async () => {
    const onClose = vi.fn();
    const { events } = renderShell({ defaultOpen: true, onClose });
    expect(dialogQuery()).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Done' }));
    expect(dialogQuery()).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledOnce();
    await events.click(screen.getByRole('button', { name: 'Show' }));
    expect(dialogQuery()).toBeInTheDocument();
  });

  it('controlled, it shows what its owner says and asks the owner to close', async () => {
    const onClose = vi.fn();
    function Owner() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <p>Owner says {open ? 'open' : 'closed'}</p>
          <ShellFlow open={open} onOpenChange={setOpen} onClose={onClose} />
        </>
      );
    }
    render(
      <EarnTestProvider>
        <Owner />
      </EarnTestProvider>,
    );
    expect(dialogQuery()).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByText('Owner says closed')).toBeInTheDocument();
    expect(dialogQuery()).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("openedAt is the provider's clock when the dialog last opened, not when the flow mounted", async () => {
    const { events, setTime } = renderShell({}, Date.UTC(2026, 2, 2, 8, 0));
    expect(screen.getByText(`Opened at ${Date.UTC(2026, 2, 2, 8, 0)}`)).toBeInTheDocument();
    setTime(Date.UTC(2026, 2, 2, 9, 30));
    await events.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByText(`Opened at ${Date.UTC(2026, 2, 2, 9, 30)}`)).toBeInTheDocument();
  });

  it('the success tail shows one success toast per action', async () => {
    let dialog: FlowDialog | undefined;
    renderShell({ onDialog: (current) => (dialog = current) });
    act(() => dialog?.succeed('Saved'));
    await findToast('Success', 'Saved');
    act(() => dialog?.succeed('Saved again'));
    await findToast('Success', 'Saved again');
    expect(screen.queryByText('Success: Saved')).not.toBeInTheDocument();
  });

  it("the failure tail shows the server's message with the flow's severity, then gives the host its text", async () => {
    const onFailure = vi.fn();
    let dialog: FlowDialog | undefined;
    renderShell({ onFailure, onDialog: (current) => (dialog = current) });
    act(() => dialog?.fail(business('Redeem limit reached'), 'warning'));
    await findToast('Warning', 'Redeem limit reached');
    expect(onFailure).toHaveBeenLastCalledWith('Redeem limit reached');
  });

  it("a failure without an answer is the error 'Networkerr' whatever the flow's severity, in the flow's messages", async () => {
    const onFailure = vi.fn();
    let dialog: FlowDialog | undefined;
    renderShell({
      onFailure,
      messages: { Networkerr: 'The exchange did not answer' },
      onDialog: (current) => (dialog = current),
    });
    act(() => dialog?.fail(transportError('network', 'flexibleRedeem'), 'warning'));
    await findToast('Error', 'The exchange did not answer');
    expect(onFailure).toHaveBeenLastCalledWith('The exchange did not answer');
  });
});
