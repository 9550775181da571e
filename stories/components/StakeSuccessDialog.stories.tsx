import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../../src/components/Button';
import { StakeSuccessDialog, type StakeSuccessDialogProps } from '../../src/components/StakeSuccessDialog';
import { catalogueText } from './storyCatalogue';

/** The success view as the stake flow opens it, after the stake call succeeds; the button opens it again. */
function Demo({ defaultOpen, ...props }: StakeSuccessDialogProps) {
  const [open, setOpen] = useState(defaultOpen ?? false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Show stake success
      </Button>
      <StakeSuccessDialog {...props} open={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Components/StakeSuccessDialog',
  component: StakeSuccessDialog,
  args: {
    defaultOpen: true,
    rows: [
      { label: 'Amount', amount: '2.5', coin: 'ETH', decimals: 4 },
      { label: 'Pool', value: 'ETH pool, 30 days' },
    ],
    transactionLimitAlert: true,
    promotion: {
      message: 'Trade BTC this week to share a prize pool of 50,000 ABC in CandyDrop.',
      highlights: ['50,000 ABC', 'CandyDrop'],
      url: '/candy-drop/abc',
    },
    onOk: fn(),
    onGoToCandy: fn(),
  },
  render: (args) => <Demo {...args} />,
} satisfies Meta<typeof StakeSuccessDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

async function settledDialog(canvasElement: HTMLElement, name: string): Promise<HTMLElement> {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name });
  await Promise.all(dialog.getAnimations({ subtree: true }).map((animation) => animation.finished));
  return dialog;
}

export const WithNoticeAndPromotion: Story = {
  name: 'LP-SUCCESS-02..06 title, volume notice, candy-drop card, OK and go to candy',
  play: async ({ canvasElement, userEvent, args, globals }) => {
    const dialog = await settledDialog(canvasElement, catalogueText(globals, 'launchpool.success.title'));
    await expect(within(dialog).getByRole('note')).toHaveTextContent(
      catalogueText(globals, 'kitData.stakeSuccess.volumeNotice'),
    );
    const card = within(dialog).getByRole('region', { name: 'CandyDrop' });
    const marks = Array.from(card.querySelectorAll('mark')).map((mark) => mark.textContent);
    await expect(marks).toEqual(['50,000 ABC', 'CandyDrop']);
    await userEvent.click(
      within(dialog).getByRole('button', { name: catalogueText(globals, 'kitData.stakeSuccess.goToCandy') }),
    );
    await expect(args.onGoToCandy).toHaveBeenCalledWith('/candy-drop/abc');
  },
};

export const OkCloses: Story = {
  name: 'LP-SUCCESS-05 OK closes the view',
  args: { transactionLimitAlert: false, promotion: null },
  play: async ({ canvasElement, userEvent, args, globals }) => {
    const dialog = await settledDialog(canvasElement, catalogueText(globals, 'launchpool.success.title'));
    await expect(within(dialog).queryByRole('note')).not.toBeInTheDocument();
    await userEvent.click(
      within(dialog).getByRole('button', { name: catalogueText(globals, 'kitData.stakeSuccess.ok') }),
    );
    await expect(args.onOk).toHaveBeenCalled();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const UsSite: Story = {
  name: 'SH-US-07 SH-US-08 US site: "Committed Successfully", no candy-drop card',
  globals: { site: 'us' },
  play: async ({ canvasElement, globals }) => {
    const dialog = await settledDialog(canvasElement, catalogueText(globals, 'launchpool.success.title'));
    await expect(dialog).toHaveAccessibleName(globals.locale === 'ar' ? 'تم الالتزام بنجاح' : 'Committed Successfully');
    await expect(within(dialog).queryByRole('region', { name: 'CandyDrop' })).not.toBeInTheDocument();
    await expect(
      within(dialog).queryByRole('button', { name: catalogueText(globals, 'kitData.stakeSuccess.goToCandy') }),
    ).not.toBeInTheDocument();
  },
};

export const PageOnMobile: Story = {
  name: 'LP-SUCCESS-01 a page on mobile',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const dialog = await settledDialog(canvasElement, catalogueText(globals, 'launchpool.success.title'));
    const rect = dialog.getBoundingClientRect();
    const view = canvasElement.ownerDocument.defaultView!;
    await expect([rect.top, rect.left, rect.width, rect.height]).toEqual([0, 0, view.innerWidth, view.innerHeight]);
  },
};
