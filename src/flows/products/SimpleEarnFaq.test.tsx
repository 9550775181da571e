import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createEarnWrapper } from '../../testing/EarnTestProvider';
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
    expect(screen.getByRole('button', { name: 'Who can subscribe to VIP products?' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Who can subscribe to VIP products?' })).toBeVisible();
  });

  it('SE-LINK-04 SE-LINK-05 the help links and proof of reserves are links that go through navigate', async () => {
    const navigate = vi.fn();
    render(<SimpleEarnFaq />, { wrapper: createEarnWrapper({ navigate }) });
    const learn = screen.getByRole('navigation', { name: 'Learn more' });
    expect(within(learn).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/help/lend/simple-earn',
      '/learn/course/lend-earn-investment-guide',
      '/proof-of-reserves',
    ]);
    await userEvent.click(within(learn).getByRole('link', { name: 'Proof of reserves' }));
    expect(navigate).toHaveBeenCalledWith('/proof-of-reserves');
  });

  it('SE-LINK-06 the legal links are the terms of use and the risk disclosure statement', async () => {
    const navigate = vi.fn();
    render(<SimpleEarnFaq />, { wrapper: createEarnWrapper({ navigate }) });
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/docs/Terms_of_Use.html');
    expect(within(legal).getByRole('link', { name: 'Risk Disclosure Statement' })).toHaveAttribute('href', '/docs/Risk_Disclosure_Statement.html');
    await userEvent.click(within(legal).getByRole('link', { name: 'Terms of Use' }));
    expect(navigate).toHaveBeenCalledWith('/docs/Terms_of_Use.html');
  });

  it("SH-US-02 on the US site the FAQ's 'redeem early' reads 'claim early'", () => {
    const { unmount } = render(<SimpleEarnFaq defaultOpen={['flexibleFixed']} />, { wrapper: createEarnWrapper() });
    expect(screen.getByRole('region', { name: /difference between flexible and fixed/ })).toHaveTextContent('let you redeem early');
    unmount();
    render(<SimpleEarnFaq defaultOpen={['flexibleFixed']} />, { wrapper: createEarnWrapper({ site: 'us' }) });
    expect(screen.getByRole('region', { name: /difference between flexible and fixed/ })).toHaveTextContent('let you claim early');
  });

  it('SE-ROUTE-06 the FAQ reads in Arabic, right to left', () => {
    render(<SimpleEarnFaq />, { wrapper: createEarnWrapper({ locale: 'ar' }) });
    expect(screen.getByRole('heading', { level: 2, name: 'الأسئلة الشائعة' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ما هو الكسب البسيط؟' }).closest('[dir]')).toHaveAttribute('dir', 'rtl');
  });
});
