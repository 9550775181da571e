import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DoubleAnswer } from '../../api/fetchDouble.testing';
import { createEarnWrapper } from '../../testing/EarnTestProvider';
import { renderFlow } from '../holdings/flowTestSetup.testing';
import { SimpleEarnFaq } from './SimpleEarnFaq';

describe('SimpleEarnFaq', () => {
  it('SE-ROUTE-06 the FAQ lists its questions as disclosure buttons that show and hide their answers', async () => {
    render(<SimpleEarnFaq />, { wrapper: createEarnWrapper() });
    expect(screen.getByRole('heading', { level: 2, name: 'Frequently asked questions' })).toBeInTheDocument();
    const questions = screen.getAllByRole('button', { expanded: false });
    expect(questions).toHaveLength(6);
    const what = screen.getByRole('button', { name: 'What is Simple Earn?' });
    expect(what).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'What is Simple Earn?' })).not.toBeInTheDocument();
    await userEvent.click(what);
    expect(what).toHaveAttribute('aria-expanded', 'true');
    const answer = screen.getByRole('region', { name: 'What is Simple Earn?' });
    expect(answer).toHaveAttribute('id', what.getAttribute('aria-controls'));
    expect(answer).toHaveTextContent('lend your coins for interest');
    await userEvent.keyboard('{Enter}');
    expect(what).toHaveAttribute('aria-expanded', 'false');
  });

  it('SE-ROUTE-06 questions named in defaultOpen start open', () => {
    render(<SimpleEarnFaq defaultOpen={['vip']} />, { wrapper: createEarnWrapper() });
    expect(screen.getByRole('button', { name: 'Who can subscribe to VIP products?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('region', { name: 'Who can subscribe to VIP products?' })).toBeVisible();
  });

  it('SE-LINK-04 SE-LINK-05 the help links and proof of reserves are links that go through navigate', async () => {
    const navigate = vi.fn();
    render(<SimpleEarnFaq />, { wrapper: createEarnWrapper({ navigate }) });
    const learn = screen.getByRole('navigation', { name: 'Learn more' });
    expect(
      within(learn)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/help/lend/simple-earn', '/learn/course/lend-earn-investment-guide', '/proof-of-reserves']);
    await userEvent.click(within(learn).getByRole('link', { name: 'Proof of reserves' }));
    expect(navigate).toHaveBeenCalledWith('/proof-of-reserves');
  });

  it('SE-LINK-06 the legal links are the terms of use and the risk disclosure statement', async () => {
    const navigate = vi.fn();
    render(<SimpleEarnFaq />, { wrapper: createEarnWrapper({ navigate }) });
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name: 'Terms of Use' })).toHaveAttribute(
      'href',
      '/docs/Terms_of_Use.html',
    );
    expect(within(legal).getByRole('link', { name: 'Risk Disclosure Statement' })).toHaveAttribute(
      'href',
      '/docs/Risk_Disclosure_Statement.html',
    );
    await userEvent.click(within(legal).getByRole('link', { name: 'Terms of Use' }));
    expect(navigate).toHaveBeenCalledWith('/docs/Terms_of_Use.html');
  });

  it("SH-US-02 on the US site the FAQ's 'redeem early' reads 'claim early'", () => {
    const { unmount } = render(<SimpleEarnFaq defaultOpen={['flexibleFixed']} />, { wrapper: createEarnWrapper() });
    expect(screen.getByRole('region', { name: /difference between flexible and fixed/ })).toHaveTextContent(
      'let you redeem early',
    );
    unmount();
    render(<SimpleEarnFaq defaultOpen={['flexibleFixed']} />, { wrapper: createEarnWrapper({ site: 'us' }) });
    expect(screen.getByRole('region', { name: /difference between flexible and fixed/ })).toHaveTextContent(
      'let you claim early',
    );
  });

  it('SE-ROUTE-06 the FAQ reads in Arabic, right to left', () => {
    render(<SimpleEarnFaq />, { wrapper: createEarnWrapper({ locale: 'ar' }) });
    expect(screen.getByRole('heading', { level: 2, name: 'الأسئلة الشائعة' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ما هو الكسب البسيط؟' }).closest('[dir]')).toHaveAttribute('dir', 'rtl');
  });

  it("SE-API-35 SE-ROUTE-06 with source 'server' the FAQ shows the exchange's entries, those flagged unfold open", async () => {
    const faq = (): DoubleAnswer => ({
      code: 0,
      data: [
        { ask: 'Is Simple Earn safe?', answer: 'Assets are held 1:1.', cate: 'general', unfold: 1 },
        { ask: 'Which coins?', answer: 'Every listed coin.', cate: 'general', unfold: 0 },
      ],
    });
    const { requests } = renderFlow(<SimpleEarnFaq source="server" />, { respond: faq });
    const safe = await screen.findByRole('button', { name: 'Is Simple Earn safe?' });
    expect(safe).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Is Simple Earn safe?' })).toHaveTextContent('Assets are held 1:1.');
    expect(screen.getByRole('button', { name: 'Which coins?' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'What is Simple Earn?' })).not.toBeInTheDocument();
    expect(requests()).toEqual(['GET /apiw/v2/earn/ask?mold=simple-earn']);
  });

  it('SE-ROUTE-06 a failed server FAQ offers Retry, and an empty one reads noRecord; the links stay', async () => {
    let calls = 0;
    const flaky = (): DoubleAnswer => (++calls === 1 ? { code: -1, message: 'busy' } : { code: 0, data: [] });
    renderFlow(<SimpleEarnFaq source="server" />, { respond: flaky });
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No records')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms of Use' })).toBeInTheDocument();
  });

  it('SH-US-06 the US site hides the interest-start question, as it hides the interest-start notice', () => {
    const { unmount } = render(<SimpleEarnFaq />, { wrapper: createEarnWrapper() });
    expect(screen.getByRole('button', { name: 'When does interest start?' })).toBeInTheDocument();
    unmount();
    render(<SimpleEarnFaq />, { wrapper: createEarnWrapper({ site: 'us' }) });
    expect(screen.queryByRole('button', { name: 'When does interest start?' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(5);
  });
});
