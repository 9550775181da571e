import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { SimpleEarnFaq } from '../../src/flows/products';
import type { ProductsBackendOptions } from '../../src/flows/products/productsFixtures.testing';
import { ProductsStoryFrame } from '../../src/flows/products/productsStoryFrame.testing';
import { catalogueText } from '../components/storyCatalogue';

const meta = {
  title: 'Flows/SimpleEarnFaq',
  component: SimpleEarnFaq,
  // The same frame as the home's stories: a real client over the fake exchange inside EarnApiProvider.
  render: (args, context) => (
    <ProductsStoryFrame
      globals={context.globals}
      {...(context.parameters.backend ? { backend: context.parameters.backend as ProductsBackendOptions } : {})}
    >
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
    await expect(
      canvas.getByRole('region', { name: catalogueText(globals, 'simpleEarnHome.faq.q.what') }),
    ).toBeVisible();
  },
};

/** Help, proof-of-reserves and legal links under the questions. */
export const Links: Story = {
  name: 'SE-LINK-04 SE-LINK-05 SE-LINK-06 help, proof of reserves and legal links',
  args: { defaultOpen: ['flexibleFixed'] },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('link', { name: catalogueText(globals, 'simpleEarnHome.faq.link.help') }),
    ).toHaveAttribute('href', '/help/lend/simple-earn');
    await expect(
      canvas.getByRole('link', { name: catalogueText(globals, 'simpleEarnHome.faq.link.proofOfReserves') }),
    ).toHaveAttribute('href', '/proof-of-reserves');
    await expect(
      canvas.getByRole('link', { name: catalogueText(globals, 'simpleEarnHome.faq.link.risk') }),
    ).toHaveAttribute('href', '/docs/Risk_Disclosure_Statement.html');
  },
};

/** Below 768 px the questions span the screen. */
export const Mobile: Story = {
  name: 'SE-ROUTE-06 the FAQ on mobile',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { defaultOpen: ['what'] },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('region', { name: catalogueText(globals, 'simpleEarnHome.faq.q.what') }),
    ).toBeVisible();
  },
};

/** The exchange's own FAQ (SE-API-35), entries flagged unfold open. */
export const FromServer: Story = {
  name: "SE-API-35 the exchange's FAQ",
  args: { source: 'server' },
  parameters: {
    backend: {
      faq: [
        {
          ask: 'Is Simple Earn principal protected?',
          answer: 'Lent coins are held 1:1 and shown in the proof of reserves.',
          cate: 'general',
          unfold: 1,
        },
        {
          ask: 'Which coins can I lend?',
          answer: 'Every coin listed on the Simple Earn home.',
          cate: 'general',
          unfold: 0,
        },
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Is Simple Earn principal protected?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};
