import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { classifyResponse, withFundingPassword } from '../../domain/shared/responseCode';
import { createEarnWrapper } from '../../testing';
import { FundingPasswordModal, type FundingPasswordModalProps } from './FundingPasswordModal';
import { useFundingPasswordPrompt, type UseFundingPasswordPromptResult } from './useFundingPasswordPrompt';

function renderModal(props: Partial<FundingPasswordModalProps> = {}) {
  const onSubmit = props.onSubmit ?? vi.fn(async () => undefined);
  const utils = render(<FundingPasswordModal defaultOpen onSubmit={onSubmit} {...props} />, {
    wrapper: createEarnWrapper(),
  });
  return { ...utils, onSubmit };
}

const field = () => screen.getByLabelText('Funding password', { selector: 'input' });
/** The modal's own alert (the toast viewport has an alert region of its own). */
const findAlert = async () => within(await screen.findByRole('dialog')).findByRole('alert');
const queryAlert = () => within(screen.getByRole('dialog')).queryByRole('alert');

describe('FundingPasswordModal', () => {
  it('SH-FUNDPASS-02 SH-FUNDPASS-07 asks for the funding password in a named dialog, field focused', async () => {
    renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Funding password' });
    expect(dialog).toHaveAccessibleDescription('Please enter your funding password');
    await waitFor(() => expect(field()).toHaveFocus());
    expect(field()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });

  it('the show/hide toggle reveals and hides what was typed', async () => {
    const user = userEvent.setup();
    renderModal();
    await user.type(field(), 'secret1');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(field()).toHaveAttribute('type', 'text');
    expect(field()).toHaveValue('secret1');
    await user.click(toggle);
    expect(field()).toHaveAttribute('type', 'password');
  });

  it('SH-FUNDPASS-03 Enter submits the password; the button is busy until the retry succeeds, then it closes', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    renderModal({ onSubmit, onOpenChange });
    await user.type(field(), 'secret1{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('secret1');
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveAttribute('aria-busy', 'true');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('SH-FUNDPASS-04 a 10010106 answer marks the field invalid with "check failed" and keeps the modal open', async () => {
    const user = userEvent.setup();
    renderModal({ onSubmit: vi.fn(async () => Promise.reject({ code: 10010106 })) });
    await user.type(field(), 'wrong{Enter}');
    expect(await findAlert()).toHaveTextContent('Funding password check failed');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription('Funding password check failed');
    expect(screen.getByRole('dialog', { name: 'Funding password' })).toBeInTheDocument();
  });

  it('SH-FUNDPASS-05 a 10010107 answer says to set a password first, with the way to do it', async () => {
    const onSetFundingPassword = vi.fn();
    const user = userEvent.setup();
    renderModal({
      onSubmit: vi.fn(async () => Promise.reject(classifyResponse({ code: 10010107 }))),
      onSetFundingPassword,
    });
    await user.type(field(), 'x{Enter}');
    expect(await findAlert()).toHaveTextContent('Please set a funding password first');
    expect(field()).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Set funding password' }));
    expect(onSetFundingPassword).toHaveBeenCalled();
  });

  it('SH-FUNDPASS-06 a 10010108 answer says a fingerprint is needed', async () => {
    renderModal({ failure: 10010108 });
    expect(await findAlert()).toHaveTextContent('Fingerprint verification is needed');
  });

  it('SH-FUNDPASS-08 a 10010112 answer says verification is too frequent', async () => {
    renderModal({ failure: { code: '10010112' } });
    expect(await findAlert()).toHaveTextContent('Too many verification attempts, please try again later');
  });

  it("another failure shows the server's message; an Error without a code shows the generic one", async () => {
    const user = userEvent.setup();
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce({ code: -1, message: 'Order closed' })
      .mockRejectedValueOnce(new Error('boom'));
    renderModal({ onSubmit });
    await user.type(field(), 'x{Enter}');
    expect(await findAlert()).toHaveTextContent('Order closed');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(queryAlert()).toHaveTextContent('request data error, try later'));
  });

  it('reopening starts clean: no password, no error', async () => {
    function Owner() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button onClick={() => setOpen(true)}>Reopen</button>
          <FundingPasswordModal
            open={open}
            onOpenChange={setOpen}
            onSubmit={() => Promise.reject({ code: 10010106 })}
          />
        </>
      );
    }
    const user = userEvent.setup();
    render(<Owner />, { wrapper: createEarnWrapper() });
    await user.type(field(), 'wrong{Enter}');
    await findAlert();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Reopen' }));
    expect(field()).toHaveValue('');
    expect(queryAlert()).toBeNull();
  });
});

describe('useFundingPasswordPrompt', () => {
  function Host({ onReady }: { onReady: (prompt: UseFundingPasswordPromptResult) => void }) {
    const prompt = useFundingPasswordPrompt();
    onReady(prompt);
    return prompt.modal;
  }

  function renderHost() {
    let current: UseFundingPasswordPromptResult | undefined;
    render(<Host onReady={(prompt) => (current = prompt)} />, { wrapper: createEarnWrapper() });
    return () => current as UseFundingPasswordPromptResult;
  }

  it('SH-FUNDPASS-02 SH-FUNDPASS-03 an API client awaits the entry and retries with a fundpass field', async () => {
    const user = userEvent.setup();
    const prompt = renderHost();
    let entry: Promise<string | null> = Promise.resolve(null);
    act(() => {
      entry = prompt().requestFundingPassword();
    });
    await user.type(await screen.findByLabelText('Funding password', { selector: 'input' }), 'secret1{Enter}');
    const fundpass = await entry;
    expect(fundpass).toBe('secret1');
    expect(withFundingPassword({ product_id: 7 }, fundpass as string)).toEqual({ product_id: 7, fundpass: 'secret1' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('dismissing the modal resolves null; two requests at once share one prompt', async () => {
    const user = userEvent.setup();
    const prompt = renderHost();
    let first: Promise<string | null> = Promise.resolve('');
    let second: Promise<string | null> = Promise.resolve('');
    act(() => {
      first = prompt().requestFundingPassword();
      second = prompt().requestFundingPassword();
    });
    expect(await screen.findAllByRole('dialog')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(first).resolves.toBeNull();
    await expect(second).resolves.toBeNull();
  });

  it('SH-FUNDPASS-04 with verify, a failed retry keeps the modal open with the message until one succeeds', async () => {
    const user = userEvent.setup();
    const prompt = renderHost();
    const verify = vi.fn().mockRejectedValueOnce({ code: 10010106 }).mockResolvedValueOnce(undefined);
    let entry: Promise<string | null> = Promise.resolve(null);
    act(() => {
      entry = prompt().requestFundingPassword({ verify });
    });
    const input = await screen.findByLabelText('Funding password', { selector: 'input' });
    await user.type(input, 'wrong{Enter}');
    expect(await findAlert()).toHaveTextContent('Funding password check failed');
    await user.clear(input);
    await user.type(input, 'right{Enter}');
    await expect(entry).resolves.toBe('right');
    expect(verify).toHaveBeenNthCalledWith(2, 'right');
  });

  it('SH-FUNDPASS-04 asking again with the failed code shows it as the modal opens', async () => {
    const prompt = renderHost();
    act(() => {
      void prompt().requestFundingPassword({ failure: 10010106 });
    });
    expect(await findAlert()).toHaveTextContent('Funding password check failed');
  });
});
