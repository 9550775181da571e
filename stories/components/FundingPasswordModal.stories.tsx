import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../../src/components/Button';
import { FundingPasswordModal, useFundingPasswordPrompt } from '../../src/components/FundingPasswordModal';
import { ar } from '../../src/i18n/catalogue/ar';
import { en } from '../../src/i18n/catalogue/en';

/** The catalogue of the locale the story runs in (the story tests run in English and Arabic). */
const catalogueOf = (globals: Record<string, unknown>) => (globals.locale === 'ar' ? ar : en);

const meta = {
  title: 'Components/FundingPasswordModal',
  component: FundingPasswordModal,
  args: { defaultOpen: true, onSubmit: fn(async () => undefined), onOpenChange: fn() },
} satisfies Meta<typeof FundingPasswordModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The open dialog and its password field, wherever the portal put them. */
async function openDialog(canvasElement: HTMLElement, globals: Record<string, unknown>) {
  const m = catalogueOf(globals);
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
    name: m['kitChoices.fundpass.title'],
  });
  const field = within(dialog).getByLabelText(m['kitChoices.fundpass.field'], { selector: 'input' });
  return { dialog, field, m };
}

/** SH-FUNDPASS-02, -03: the password is sent and the modal closes when the retry succeeds. */
export const Submit: Story = {
  name: 'SH-FUNDPASS-03 the password is sent for the retry',
  play: async ({ canvasElement, userEvent, args, globals }) => {
    const { dialog, field, m } = await openDialog(canvasElement, globals);
    await expect(dialog).toHaveAccessibleDescription(m['errors.fundpass.required']);
    await expect(within(dialog).getByRole('button', { name: m['common.confirm'] })).toBeDisabled();
    await userEvent.type(field, 'secret1');
    await userEvent.click(within(dialog).getByRole('button', { name: m['common.confirm'] }));
    await expect(args.onSubmit).toHaveBeenCalledWith('secret1');
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/** Show and hide what was typed. */
export const ShowPassword: Story = {
  play: async ({ canvasElement, userEvent, globals }) => {
    const { dialog, field, m } = await openDialog(canvasElement, globals);
    await userEvent.type(field, 'secret1');
    await userEvent.click(within(dialog).getByRole('button', { name: m['kitChoices.fundpass.show'] }));
    await expect(field).toHaveAttribute('type', 'text');
  },
};

/** The retry is running: the confirm button is busy. */
export const Submitting: Story = {
  name: 'SH-FUNDPASS-03 busy while the retry runs (loading)',
  args: { onSubmit: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvasElement, userEvent, globals }) => {
    const { dialog, field, m } = await openDialog(canvasElement, globals);
    await userEvent.type(field, 'secret1{Enter}');
    await expect(within(dialog).getByRole('button', { name: m['common.confirm'] })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(within(dialog).getByRole('button', { name: m['common.cancel'] })).toBeDisabled();
  },
};

/** SH-FUNDPASS-04: a wrong password marks the field and says so. */
export const CheckFailed: Story = {
  name: 'SH-FUNDPASS-04 check failed (error)',
  args: { onSubmit: fn(async () => Promise.reject({ code: 10010106 })) },
  play: async ({ canvasElement, userEvent, globals }) => {
    const { dialog, field, m } = await openDialog(canvasElement, globals);
    await userEvent.type(field, 'wrong{Enter}');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(m['errors.fundpass.checkFailed']);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

/** SH-FUNDPASS-05: no funding password yet; the way to set one. */
export const SetFirst: Story = {
  name: 'SH-FUNDPASS-05 set a funding password first',
  args: { failure: 10010107, onSetFundingPassword: fn() },
  play: async ({ canvasElement, userEvent, args, globals }) => {
    const { dialog, m } = await openDialog(canvasElement, globals);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(m['errors.fundpass.setFirst']);
    await userEvent.click(within(dialog).getByRole('button', { name: m['kitChoices.fundpass.setUp'] }));
    await expect(args.onSetFundingPassword).toHaveBeenCalled();
  },
};

/** SH-FUNDPASS-06: a fingerprint is needed. */
export const Fingerprint: Story = {
  name: 'SH-FUNDPASS-06 fingerprint needed',
  args: { failure: 10010108 },
  play: async ({ canvasElement, globals }) => {
    const { dialog, m } = await openDialog(canvasElement, globals);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(m['errors.fundpass.fingerprintNeeded']);
  },
};

/** SH-FUNDPASS-08: too many attempts. */
export const TooFrequent: Story = {
  name: 'SH-FUNDPASS-08 verification too frequent',
  args: { failure: 10010112 },
  play: async ({ canvasElement, globals }) => {
    const { dialog, m } = await openDialog(canvasElement, globals);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(m['errors.fundpass.verifyFrequency']);
  },
};

/** The US site: the same modal. */
export const UsSite: Story = {
  globals: { site: 'us' },
  play: async ({ canvasElement, globals }) => {
    const { field } = await openDialog(canvasElement, globals);
    await expect(field).toHaveAttribute('type', 'password');
  },
};

/** On a phone the modal is a bottom sheet with 44 px targets. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const { dialog, m } = await openDialog(canvasElement, globals);
    await expect(dialog).toHaveAttribute('data-presentation', 'sheet');
    const toggle = within(dialog).getByRole('button', { name: m['kitChoices.fundpass.show'] });
    await expect(toggle.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** An API client awaiting the modal: `requestFundingPassword()` resolves with the entry, or null. */
function PromptDemo() {
  const { requestFundingPassword, modal } = useFundingPasswordPrompt();
  const [result, setResult] = useState('');
  return (
    <>
      <Button onClick={async () => setResult(JSON.stringify(await requestFundingPassword()))}>Redeem</Button>
      <output aria-label="Entry">{result}</output>
      {modal}
    </>
  );
}

/** SH-FUNDPASS-02, -03: the hook an API client awaits. */
export const Prompt: Story = {
  name: 'SH-FUNDPASS-02 an API client awaits the funding password',
  args: { defaultOpen: false },
  render: () => <PromptDemo />,
  play: async ({ canvas, canvasElement, userEvent, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Redeem' }));
    const { field } = await openDialog(canvasElement, globals);
    await userEvent.type(field, 'secret1{Enter}');
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Entry' })).toHaveTextContent('"secret1"'));
  },
};
