import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { stakeSuccessDetails, type CandyDropPromotion } from '../../domain/launchpool';
import { createRewardPool } from '../../domain/launchpool/factories';
import { EarnProvider } from '../EarnProvider';
import { type Site } from '../../context';
import { StakeSuccessDialog, type StakeSuccessDialogProps } from './index';

interface HappyDomWindow {
  happyDOM: { setViewport(viewport: { width: number; height: number }): void };
}
function setViewport(width: number, height = 812): void {
  (window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height });
}

const promotion: CandyDropPromotion = {
  message: 'Trade BTC now to share 50,000 ABC in CandyDrop',
  highlights: ['50,000 ABC'],
  url: '/candy-drop/abc',
};

function renderSuccess(props: Partial<StakeSuccessDialogProps> = {}, site: Site = 'global', navigate = vi.fn()) {
  render(
    <EarnProvider site={site} navigate={navigate}>
      <StakeSuccessDialog defaultOpen {...props} />
    </EarnProvider>,
  );
  return navigate;
}

describe('StakeSuccessDialog', () => {
  afterEach(() => setViewport(1280, 800));

  test('LP-SUCCESS-02 LP-SUCCESS-05 it is titled "Staked Successfully" and OK closes it', async () => {
    const user = userEvent.setup();
    const onOk = vi.fn();
    renderSuccess({ onOk });
    const dialog = screen.getByRole('dialog', { name: 'Staked Successfully' });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(onOk).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('SH-US-08 on the US site the title reads "Committed Successfully"', () => {
    renderSuccess({}, 'us');
    expect(screen.getByRole('dialog', { name: 'Committed Successfully' })).toBeInTheDocument();
  });

  test('LP-SUCCESS-03 LP-STAKE-17 the volume-requirement notice shows when the first tier is not reached', () => {
    const pool = createRewardPool({
      userTransactionAmount: '100',
      transactionConfig: [{ transactionAmount: '5000', mortgageLimit: '10' }],
    });
    const details = stakeSuccessDetails(pool, false);
    renderSuccess({ transactionLimitAlert: details.transactionLimitAlert });
    expect(within(screen.getByRole('dialog')).getByRole('note')).toHaveTextContent(
      /trading volume is below the first tier/,
    );
  });

  test('LP-SUCCESS-03 no notice without the alert', () => {
    renderSuccess({ transactionLimitAlert: false });
    expect(within(screen.getByRole('dialog')).queryByRole('note')).not.toBeInTheDocument();
  });

  test('LP-SUCCESS-04 LP-SUCCESS-06 the candy-drop card highlights its keywords, and "go to candy" follows its url', async () => {
    const user = userEvent.setup();
    const navigate = renderSuccess({ promotion });
    const dialog = screen.getByRole('dialog');
    const card = within(dialog).getByRole('region', { name: 'CandyDrop' });
    expect(card).toHaveTextContent('Trade BTC now to share 50,000 ABC in CandyDrop');
    expect(card.querySelector('mark')).toHaveTextContent('50,000 ABC');
    await user.click(within(dialog).getByRole('button', { name: 'Go to CandyDrop' }));
    expect(navigate).toHaveBeenCalledWith('/candy-drop/abc');
  });

  test('LP-SUCCESS-04 markup in the promotion message is shown as text, never rendered as HTML', () => {
    renderSuccess({
      promotion: { message: '<img src=x onerror="alert(1)"> Win <b>big</b>', highlights: ['Win'], url: '/candy' },
    });
    const card = within(screen.getByRole('dialog')).getByRole('region', { name: 'CandyDrop' });
    expect(card.querySelector('img')).toBeNull();
    expect(card.querySelector('b')).toBeNull();
    expect(card).toHaveTextContent('<img src=x onerror="alert(1)"> Win <b>big</b>');
    expect(card.querySelector('mark')).toHaveTextContent('Win');
  });

  test('SH-US-07 the US site hides the candy-drop card and its button', () => {
    renderSuccess({ promotion }, 'us');
    const dialog = screen.getByRole('dialog', { name: 'Committed Successfully' });
    expect(within(dialog).queryByRole('region', { name: 'CandyDrop' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Go to CandyDrop' })).not.toBeInTheDocument();
  });

  test('LP-SUCCESS-01 a dialog on desktop, the full screen (a page) on mobile', () => {
    setViewport(375);
    renderSuccess();
    expect(screen.getByRole('dialog', { name: 'Staked Successfully' })).toHaveAttribute(
      'data-presentation',
      'fullscreen',
    );
  });
});
