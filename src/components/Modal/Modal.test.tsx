import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { EarnProvider } from '../EarnProvider';
import {
  MissingRootError,
  ModalBody,
  ModalClose,
  ModalContent,
  ModalDescription,
  ModalFooter,
  ModalRoot,
  ModalTitle,
  ModalTrigger,
  type ModalContentProps,
  type ModalRootProps,
} from './index';

interface HappyDomWindow {
  happyDOM: { setViewport(viewport: { width: number; height: number }): void };
}
function setViewport(width: number, height = 812): void {
  (window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height });
}

function StakeModal({
  content,
  root,
  locale,
  children,
}: {
  content?: ModalContentProps;
  root?: ModalRootProps;
  locale?: string;
  children?: ReactNode;
}) {
  return (
    <EarnProvider locale={locale}>
      <ModalRoot {...root}>
        <ModalTrigger>Stake</ModalTrigger>
        <ModalContent {...content}>
          <ModalTitle>Stake ETH</ModalTitle>
          <ModalDescription>Rewards are paid daily.</ModalDescription>
          <ModalBody>
            <label>
              Amount
              <input />
            </label>
            {children}
          </ModalBody>
          <ModalFooter>
            <ModalClose>Cancel</ModalClose>
            <button type="button">Confirm</button>
          </ModalFooter>
        </ModalContent>
      </ModalRoot>
    </EarnProvider>
  );
}

describe('Modal', () => {
  beforeEach(() => setViewport(1280, 800));
  afterEach(() => {
    vi.restoreAllMocks();
    setViewport(1280, 800);
  });

  test('opens from its trigger as a dialog named by its title and described by its description', async () => {
    const user = userEvent.setup();
    render(<StakeModal />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stake' }));
    const dialog = screen.getByRole('dialog', { name: 'Stake ETH' });
    expect(dialog).toHaveAccessibleDescription('Rewards are paid daily.');
    expect(within(dialog).getByRole('textbox', { name: 'Amount' })).toHaveFocus();
  });

  test('Escape closes it and focus returns to the trigger', async () => {
    const user = userEvent.setup();
    render(<StakeModal />);
    const trigger = screen.getByRole('button', { name: 'Stake' });
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  test('a dialog opened without a ModalTrigger (controlled, from any button) returns focus to that button', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <EarnProvider>
          <button type="button" onClick={() => setOpen(true)}>
            Bonus tiers
          </button>
          <ModalRoot open={open} onOpenChange={setOpen}>
            <ModalContent>
              <ModalTitle>Bonus APR tiers</ModalTitle>
            </ModalContent>
          </ModalRoot>
        </EarnProvider>
      );
    }
    render(<Controlled />);
    const opener = screen.getByRole('button', { name: 'Bonus tiers' });
    opener.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Bonus APR tiers' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  test('the close control is a real button named from the catalogue, and closes the dialog', async () => {
    const user = userEvent.setup();
    render(<StakeModal />);
    await user.click(screen.getByRole('button', { name: 'Stake' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stake' })).toHaveFocus();
  });

  test('in Arabic the close button is named in Arabic and the dialog inherits right-to-left', async () => {
    const user = userEvent.setup();
    render(<StakeModal locale="ar" />);
    await user.click(screen.getByRole('button', { name: 'Stake' }));
    const dialog = screen.getByRole('dialog', { name: 'Stake ETH' });
    expect(within(dialog).getByRole('button', { name: 'إغلاق' })).toBeInTheDocument();
    expect(dialog.closest('[dir]')).toHaveAttribute('dir', 'rtl');
  });

  test('focus is trapped: Tab from the last control comes back to the first', async () => {
    const user = userEvent.setup();
    render(<StakeModal />);
    await user.click(screen.getByRole('button', { name: 'Stake' }));
    const dialog = screen.getByRole('dialog');
    await user.tab(); // Cancel
    await user.tab(); // Confirm
    await user.tab(); // Close
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('textbox', { name: 'Amount' })).toHaveFocus();
  });

  test('the page behind is scroll-locked while open', async () => {
    const user = userEvent.setup();
    render(<StakeModal />);
    await user.click(screen.getByRole('button', { name: 'Stake' }));
    expect(document.body).toHaveAttribute('data-scroll-locked');
    await user.keyboard('{Escape}');
    expect(document.body).not.toHaveAttribute('data-scroll-locked');
  });

  test('controlled: it reports the close request and stays open until the owner closes it', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<StakeModal root={{ open: true, onOpenChange }} />);
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('dialog', { name: 'Stake ETH' })).toBeInTheDocument();
  });

  test('LP-STAKE-06 the 5-point note opens over the stake modal; Escape closes only the note', async () => {
    const user = userEvent.setup();
    render(
      <StakeModal>
        <ModalRoot>
          <ModalTrigger>Read the 5-point note</ModalTrigger>
          <ModalContent>
            <ModalTitle>Before you stake</ModalTitle>
            <ModalBody>1. Rewards vary.</ModalBody>
          </ModalContent>
        </ModalRoot>
      </StakeModal>,
    );
    await user.click(screen.getByRole('button', { name: 'Stake' }));
    const noteTrigger = screen.getByRole('button', { name: 'Read the 5-point note' });
    await user.click(noteTrigger);
    expect(screen.getByRole('dialog', { name: 'Before you stake' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Before you stake' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Stake ETH' })).toBeInTheDocument();
    expect(noteTrigger).toHaveFocus();
  });

  test('a part outside ModalRoot throws a MissingRootError naming the part', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<ModalTitle>Alone</ModalTitle>)).toThrow(MissingRootError);
    expect(() => render(<ModalBody>Alone</ModalBody>)).toThrow('`ModalBody` must be used within `ModalRoot`.');
  });

  test('an open modal rendered on the server hydrates without a mismatch, then opens on the client', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = vi.fn();
    const app = (
      <ModalRoot defaultOpen>
        <ModalTrigger>Stake</ModalTrigger>
        <ModalContent>
          <ModalTitle>Stake ETH</ModalTitle>
        </ModalContent>
      </ModalRoot>
    );
    const host = document.createElement('div');
    host.innerHTML = renderToString(app);
    expect(host.innerHTML).not.toContain('Stake ETH');
    document.body.append(host);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(host, app, { onRecoverableError: recoverable });
    });
    expect(screen.getByRole('dialog', { name: 'Stake ETH' })).toBeInTheDocument();
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    act(() => root?.unmount());
    host.remove();
  });

  test('warns when the content has no title, and not when the title is only visually hidden', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { unmount } = render(
      <ModalRoot defaultOpen>
        <ModalContent>
          <ModalBody>Untitled</ModalBody>
        </ModalContent>
      </ModalRoot>,
    );
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('needs a `ModalTitle`'));
    unmount();
    warn.mockClear();
    render(
      <ModalRoot defaultOpen>
        <ModalContent>
          <ModalTitle visuallyHidden>Hidden title</ModalTitle>
        </ModalContent>
      </ModalRoot>,
    );
    expect(screen.getByRole('dialog', { name: 'Hidden title' })).toBeInTheDocument();
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('Modal layout by viewport', () => {
  afterEach(() => setViewport(1280, 800));

  test('SH-LAYOUT-01 auto is a centred dialog at 1280 px and a bottom sheet at 375 px', () => {
    const { unmount } = render(<StakeModal root={{ defaultOpen: true }} />);
    expect(screen.getByRole('dialog')).toHaveAttribute('data-presentation', 'dialog');
    unmount();
    setViewport(375);
    render(<StakeModal root={{ defaultOpen: true }} />);
    expect(screen.getByRole('dialog')).toHaveAttribute('data-presentation', 'sheet');
  });

  test('SH-DIALOG-02 mobilePresentation="fullscreen" is full screen below 768 px and centred above', () => {
    setViewport(375);
    const { unmount } = render(
      <StakeModal root={{ defaultOpen: true }} content={{ mobilePresentation: 'fullscreen' }} />,
    );
    expect(screen.getByRole('dialog')).toHaveAttribute('data-presentation', 'fullscreen');
    unmount();
    setViewport(1280, 800);
    render(<StakeModal root={{ defaultOpen: true }} content={{ mobilePresentation: 'fullscreen' }} />);
    expect(screen.getByRole('dialog')).toHaveAttribute('data-presentation', 'dialog');
  });

  test('an explicit presentation wins over the viewport', () => {
    render(<StakeModal root={{ defaultOpen: true }} content={{ presentation: 'sheet' }} />);
    expect(screen.getByRole('dialog')).toHaveAttribute('data-presentation', 'sheet');
  });
});

describe('Modal above the on-screen keyboard', () => {
  class FakeVisualViewport extends EventTarget {
    height = 812;
    offsetTop = 0;
    scale = 1;
  }
  let viewport: FakeVisualViewport;
  beforeEach(() => {
    setViewport(375);
    viewport = new FakeVisualViewport();
    Object.defineProperty(window, 'visualViewport', { configurable: true, value: viewport });
  });
  afterEach(() => {
    Reflect.deleteProperty(window, 'visualViewport');
    setViewport(1280, 800);
  });

  test('the sheet pads itself by the keyboard height and scrolls the focused field into view', async () => {
    const scrollIntoView = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    render(<StakeModal root={{ defaultOpen: true }} />);
    const dialog = screen.getByRole('dialog');
    const field = within(dialog).getByRole('textbox', { name: 'Amount' });
    expect(field).toHaveFocus();
    expect(dialog.style.getPropertyValue('--ek-keyboard-inset')).toBe('0px');
    act(() => {
      viewport.height = 812 - 300;
      viewport.dispatchEvent(new Event('resize'));
    });
    await waitFor(() => expect(dialog.style.getPropertyValue('--ek-keyboard-inset')).toBe('300px'));
    expect(scrollIntoView).toHaveBeenCalled();
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(field);
  });

  test('pinch zoom is not mistaken for a keyboard', async () => {
    render(<StakeModal root={{ defaultOpen: true }} />);
    const dialog = screen.getByRole('dialog');
    act(() => {
      viewport.height = 406;
      viewport.scale = 2;
      viewport.dispatchEvent(new Event('resize'));
    });
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(dialog.style.getPropertyValue('--ek-keyboard-inset')).toBe('0px');
  });
});
