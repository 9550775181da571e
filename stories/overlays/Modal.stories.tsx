import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../src/components/Button';
import {
  ModalBody,
  ModalClose,
  ModalContent,
  ModalDescription,
  ModalFooter,
  ModalRoot,
  ModalTitle,
  ModalTrigger,
  modalMobilePresentations,
  modalPresentations,
  modalSizes,
  type ModalContentProps,
} from '../../src/components/Modal';
import { PopoverContent, PopoverRoot, PopoverTrigger } from '../../src/components/Popover';

// A story gives its body content as `children`; renderStakeModal puts it in ModalBody.
type StakeModalArgs = ModalContentProps;

/**
 * The stake dialog every earn flow's modal looks like, rendered from the parts themselves (not a wrapper
 * component), so "Show code" on the docs page is the code a host writes.
 */
function renderStakeModal({ children, ...contentProps }: StakeModalArgs) {
  return (
    <ModalRoot>
      <ModalTrigger asChild>
        <Button>Stake</Button>
      </ModalTrigger>
      <ModalContent {...contentProps}>
        <ModalTitle>Stake ETH</ModalTitle>
        <ModalDescription>Rewards are paid daily and start the day after you stake.</ModalDescription>
        <ModalBody>
          {children ?? <p style={{ margin: 0 }}>Interest is paid daily. You can redeem at any time.</p>}
        </ModalBody>
        <ModalFooter>
          <ModalClose asChild>
            <Button variant="secondary">Cancel</Button>
          </ModalClose>
          <Button>Confirm</Button>
        </ModalFooter>
      </ModalContent>
    </ModalRoot>
  );
}

const meta = {
  title: 'Overlays/Modal',
  // The table lists ModalContent's props (where presentation and size live) and, in tabs, every other part's.
  component: ModalContent,
  subcomponents: {
    ModalRoot,
    ModalTrigger,
    ModalTitle,
    ModalDescription,
    ModalBody,
    ModalFooter,
    ModalClose,
  },
  render: renderStakeModal,
  args: { presentation: 'auto', mobilePresentation: 'sheet', size: 'md', showCloseButton: true },
  argTypes: {
    presentation: { control: 'inline-radio', options: modalPresentations },
    mobilePresentation: { control: 'inline-radio', options: modalMobilePresentations },
    size: { control: 'inline-radio', options: modalSizes },
    // The stories' slot for the body's content, not a prop a host gives ModalContent.
    children: { control: false, table: { disable: true } },
  },
  parameters: {
    docs: {
      description: {
        component: [
          "A dialog in parts, after Radix's anatomy: `Modal.Root` holds the open state (controlled with `open` and",
          '`onOpenChange`, or uncontrolled), `Modal.Trigger` opens it, and `Modal.Content` is the dialog, with',
          '`Modal.Title` (required: its accessible name), `Modal.Description`, `Modal.Body` (the only part that',
          'scrolls) and `Modal.Footer` (the actions, always in view). `Modal.Close` closes it. Import',
          "`{ Modal } from 'earnkit'` for the short names (`Modal.Root`, ...) or the long ones (`ModalRoot`, ...).",
          '',
          'At 768 px and above the dialog is centred; below, `presentation="auto"` makes it a bottom sheet (or a full',
          'screen with `mobilePresentation="fullscreen"`). Focus moves into the dialog when it opens and back to the',
          'trigger when it closes; Escape, the close button and a press on the scrim close it; a part used outside',
          '`Modal.Root` throws `MissingRootError`. Props of every part are in the tabs of the table below.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<StakeModalArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: 'mobile', isRotated: false } };

/** Opens the stake modal and returns it; portalled content lives outside the canvas. */
async function openStake(canvasElement: HTMLElement): Promise<HTMLElement> {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Stake' }));
  return within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Stake ETH' });
}

/** Resolves once the dialog's entrance motion (if any) has finished, so measurements are final. */
async function settled(element: Element): Promise<DOMRect> {
  await Promise.all(element.getAnimations().map((animation) => animation.finished));
  return element.getBoundingClientRect();
}

export const Centred: Story = {
  name: 'SH-LAYOUT-01 centred dialog on desktop',
  play: async ({ canvasElement }) => {
    const dialog = await openStake(canvasElement);
    const rect = await settled(dialog);
    const view = canvasElement.ownerDocument.defaultView!;
    await expect(Math.abs(rect.left + rect.width / 2 - view.innerWidth / 2)).toBeLessThanOrEqual(1);
    await expect(Math.abs(rect.top + rect.height / 2 - view.innerHeight / 2)).toBeLessThanOrEqual(1);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(within(canvasElement).getByRole('button', { name: 'Stake' })).toHaveFocus();
  },
};

export const SheetOnMobile: Story = {
  name: 'SH-LAYOUT-01 bottom sheet on mobile',
  globals: mobile,
  play: async ({ canvasElement }) => {
    const dialog = await openStake(canvasElement);
    const rect = await settled(dialog);
    const view = canvasElement.ownerDocument.defaultView!;
    await expect(rect.bottom).toBe(view.innerHeight);
    await expect(rect.width).toBe(view.innerWidth);
    await expect(within(dialog).getByRole('button', { name: /close|إغلاق/i })).toBeVisible();
  },
};

export const FullScreenOnMobile: Story = {
  name: 'SH-DIALOG-02 full screen on mobile',
  globals: mobile,
  args: { mobilePresentation: 'fullscreen' },
  play: async ({ canvasElement }) => {
    const rect = await settled(await openStake(canvasElement));
    const view = canvasElement.ownerDocument.defaultView!;
    await expect([rect.top, rect.left, rect.width, rect.height]).toEqual([0, 0, view.innerWidth, view.innerHeight]);
  },
};

function FivePointNote() {
  return (
    <ModalRoot>
      <ModalTrigger asChild>
        <Button variant="ghost">Read the 5-point note</Button>
      </ModalTrigger>
      <ModalContent size="sm">
        <ModalTitle>Before you stake</ModalTitle>
        <ModalBody>
          <ol style={{ margin: 0, paddingInlineStart: 'var(--ek-space-lg)' }}>
            <li>Staked assets are locked for the term you choose.</li>
            <li>The APR is an estimate and can change.</li>
            <li>Rewards are paid in the staked coin.</li>
            <li>Redeeming early may forfeit rewards.</li>
            <li>Network events can delay redemption.</li>
          </ol>
        </ModalBody>
        <ModalFooter>
          <ModalClose asChild>
            <Button>I understand</Button>
          </ModalClose>
        </ModalFooter>
      </ModalContent>
    </ModalRoot>
  );
}

export const NestedFivePointNote: Story = {
  name: 'LP-STAKE-06 the 5-point note over the stake modal',
  args: { children: <FivePointNote /> },
  play: async ({ canvasElement }) => {
    const stake = await openStake(canvasElement);
    const noteTrigger = within(stake).getByRole('button', { name: 'Read the 5-point note' });
    await userEvent.click(noteTrigger);
    const page = within(canvasElement.ownerDocument.body);
    const note = await page.findByRole('dialog', { name: 'Before you stake' });
    await expect(within(note).getAllByRole('listitem')).toHaveLength(5);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(note).not.toBeInTheDocument());
    await expect(page.getByRole('dialog', { name: 'Stake ETH' })).toBeVisible();
    await expect(noteTrigger).toHaveFocus();
  },
};

function AmountField() {
  return (
    <label style={{ display: 'grid', gap: 'var(--ek-space-xs)' }}>
      Amount (ETH)
      <input
        inputMode="decimal"
        style={{
          font: 'inherit',
          padding: 'var(--ek-space-sm)',
          border: 'var(--ek-size-hairline) solid var(--ek-color-borderStrong)',
          borderRadius: 'var(--ek-radius-md)',
          background: 'var(--ek-color-surface)',
          color: 'var(--ek-color-text)',
        }}
      />
    </label>
  );
}

export const WithFormInput: Story = {
  name: 'form input on mobile stays above the action bar',
  globals: mobile,
  args: { children: <AmountField /> },
  play: async ({ canvasElement }) => {
    const dialog = await openStake(canvasElement);
    const field = within(dialog).getByRole('textbox', { name: 'Amount (ETH)' });
    await userEvent.type(field, '1.5');
    await expect(field).toHaveValue('1.5');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    await settled(dialog);
    // The action bar sits below the field, never over it.
    await expect(confirm.getBoundingClientRect().top).toBeGreaterThanOrEqual(field.getBoundingClientRect().bottom);
  },
};

/**
 * A phone's visual viewport with a 300 px on-screen keyboard, over the browser's own for the play
 * function: desktop Chromium has no keyboard to open (see SheetKeyboard.browser.test.tsx for why a stub).
 */
function openKeyboard(view: Window, keyboard: number): { height: number; close: () => void } {
  const viewport = Object.assign(new EventTarget(), { height: view.innerHeight - keyboard, offsetTop: 0, scale: 1 });
  Object.defineProperty(view, 'visualViewport', { configurable: true, value: viewport });
  viewport.dispatchEvent(new Event('resize'));
  return {
    height: viewport.height,
    close: () => {
      viewport.height = view.innerHeight;
      viewport.dispatchEvent(new Event('resize'));
      Reflect.deleteProperty(view, 'visualViewport');
    },
  };
}

export const KeyboardSafeSheet: Story = {
  name: 'the focused field and Confirm stay above an on-screen keyboard',
  globals: mobile,
  args: { children: <AmountField /> },
  parameters: {
    docs: {
      description: {
        story:
          'WCAG 2.4.11 (focus not obscured): on a phone the sheet pads itself by the height the on-screen keyboard covers ' +
          '(read from `window.visualViewport`, one update per frame) and scrolls the focused field into view, so the ' +
          'field and the action bar stay above the keyboard; when the keyboard closes the sheet returns to its height.',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const view = canvasElement.ownerDocument.defaultView!;
    const keyboard = openKeyboard(view, 300);
    try {
      const dialog = await openStake(canvasElement);
      await settled(dialog);
      const field = within(dialog).getByRole('textbox', { name: 'Amount (ETH)' });
      await userEvent.click(field);
      const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
      await waitFor(() => expect(confirm.getBoundingClientRect().bottom).toBeLessThanOrEqual(keyboard.height));
      await expect(field.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    } finally {
      keyboard.close();
    }
  },
};

function RateDetails() {
  return (
    <PopoverRoot>
      <PopoverTrigger asChild>
        <Button variant="ghost">Rate details</Button>
      </PopoverTrigger>
      <PopoverContent title="How the rate is set">
        The APR follows the network's rewards of the last 7 days.
      </PopoverContent>
    </PopoverRoot>
  );
}

export const NestedOverlaysLeaveThePageLive: Story = {
  name: 'nested overlays close back to a live page',
  args: { children: <RateDetails /> },
  parameters: {
    docs: {
      description: {
        story:
          'A popover opened inside the modal closes first on Escape, then the modal; focus goes back to each opener and ' +
          'the page is left clickable, with no `pointer-events: none` or `inert` behind (radix-ui/primitives #1241). ' +
          'OverlayStack.browser.test.tsx checks 1,000 random stacks of modals, sheets, popovers, tooltips, toasts and the ' +
          'funding-password prompt the same way.',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const stake = await openStake(canvasElement);
    const details = within(stake).getByRole('button', { name: 'Rate details' });
    await userEvent.click(details);
    const page = within(canvasElement.ownerDocument.body);
    const popover = await page.findByRole('dialog', { name: 'How the rate is set' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(popover).not.toBeInTheDocument());
    await waitFor(() => expect(details).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(stake).not.toBeInTheDocument());
    const opener = within(canvasElement).getByRole('button', { name: 'Stake' });
    await waitFor(() => expect(opener).toHaveFocus());
    const body = canvasElement.ownerDocument.body;
    await waitFor(() => expect(body.style.pointerEvents).not.toBe('none'));
    await expect(body.querySelectorAll('[inert]')).toHaveLength(0);
  },
};

export const LongScrollingContent: Story = {
  name: 'long content scrolls inside the body; the footer stays',
  args: {
    children: Array.from({ length: 40 }, (_, index) => (
      <p key={index} style={{ marginBlock: 'var(--ek-space-sm)' }}>
        Term {index + 1}: rewards accrue daily and are distributed to your funding account.
      </p>
    )),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openStake(canvasElement);
    const rect = await settled(dialog);
    const view = canvasElement.ownerDocument.defaultView!;
    await expect(rect.bottom).toBeLessThanOrEqual(view.innerHeight);
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    await expect(confirm.getBoundingClientRect().bottom).toBeLessThanOrEqual(rect.bottom);
    // The body is the scroller, and keyboard users can reach it to scroll (WCAG 2.1.1).
    const body = within(dialog).getByText(/^Term 1:/).parentElement!;
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    await expect(body).toHaveAttribute('tabindex', '0');
  },
};
