import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { SimpleEarnFaq } from '../../src/flows/products';
import { ProductsStoryFrame } from '../../src/flows/products/productsStoryFrame.testing';
import { catalogueText } from '../components/storyCatalogue';

const meta = {
  title: 'Flows/SimpleEarnFaq',
  component: SimpleEarnFaq,
  // The same frame as the home's stories: a real client over the fake exchange inside EarnApiProvider.
  render: (args, context) => (
    <ProductsStoryFrame globals={context.globals}>
      <SimpleEarnFaq {...args} />
    </ProductsStoryFrame>
  ),
} satisfies Meta<typeof SimpleEarnFaq>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The questions, closed; a click discloses an answer. */
export const Loaded: Story = {
  name: 'SE-ROUTE-06 the FAQ: disclosure questions and answers',
  play: async ({ canvas, globals }) => {
    const question = canvas.getByRole('button', { name: catalogueText(globals, 'simpleEarnHome.faq.q.what') });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(question);
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: catalogueText(globals, 'simpleEarnHome.faq.q.what') })).toBeVisible();
  },
};

/** Help, proof-of-reserves and legal links under the questions. */
export const Links: Story = {
  name: 'SE-LINK-04 SE-LINK-05 SE-LINK-06 help, proof of reserves and legal links',
  args: { defaultOpen: ['flexibleFixed'] },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('link', { name: catalogueText(globals, 'simpleEarnHome.faq.link.help') })).toHaveAttribute('href', '/help/lend/simple-earn');
    await expect(canvas.getByRole('link', { name: catalogueText(globals, 'simpleEarnHome.faq.link.proofOfReserves') })).toHaveAttribute('href', '/proof-of-reserves');
    await expect(canvas.getByRole('link', { name: catalogueText(globals, 'simpleEarnHome.faq.link.risk') })).toHaveAttribute('href', '/docs/Risk_Disclosure_Statement.html');
  },
};

/** Below 768 px the questions span the screen. */
export const Mobile: Story = {
  name: 'SE-ROUTE-06 the FAQ on mobile',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { defaultOpen: ['what'] },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('region', { name: catalogueText(globals, 'simpleEarnHome.faq.q.what') })).toBeVisible();
  },
};
