import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { EarnProvider } from '../EarnProvider';
import type { ThemeName } from '../../theme';
import { Countdown } from '../Countdown';
import { EmptyState } from '../EmptyState';
import { ErrorState } from '../ErrorState';
import { RATE_BASIS, RateText } from '../RateText';
import { SkeletonGroup } from '../Skeleton';
import { InfoList, InfoRow } from './InfoRow';

const START = Date.UTC(2025, 0, 10, 8, 0, 0);
// A still shimmer, so the placeholders hold still for a screenshot.
const stillShimmer = '[data-slot="skeleton"] { animation: none !important; }';

// Rows, a countdown and the three region states, as a detail panel shows them.
function Panel({ theme, locale = 'en' }: { theme: ThemeName; locale?: string }) {
  return (
    <EarnProvider theme={theme} locale={locale}>
      <style>{stillShimmer}</style>
      <div
        data-testid="frame"
        style={{
          display: 'grid',
          gap: 'var(--ek-space-lg)',
          inlineSize: '420px',
          padding: 'var(--ek-space-lg)',
          background: 'var(--ek-color-surface)',
        }}
      >
        <InfoList variant="divided">
          <InfoRow label="Principal" amount="12500.123456789" coin="USDT" />
          <InfoRow label="APR" tooltip="The annual rate, paid daily.">
            <RateText rate="0.0525" basis={RATE_BASIS.flexible} />
          </InfoRow>
        </InfoList>
        <Countdown
          target={START}
          clock={() => START - (2 * 86_400_000 + 3 * 3_600_000 + 15 * 60_000 + 9_000)}
          variant="boxed"
        />
        <SkeletonGroup count={2} />
        <EmptyState size="compact" />
        <ErrorState size="compact" onRetry={() => undefined} />
      </div>
    </EarnProvider>
  );
}

describe('InfoRow, Countdown and region states look', () => {
  it('LP-STAKE-04 SH-ERR-05 LP-ERR-06 rows, countdown, loading, empty and error in the light theme', async () => {
    render(<Panel theme="light" />);
    await expect.element(page.getByTestId('frame')).toMatchScreenshot('info-states-light');
  });

  it('the same in the dark theme, right to left', async () => {
    render(<Panel theme="dark" locale="ar" />);
    await expect.element(page.getByTestId('frame')).toMatchScreenshot('info-states-dark-ar');
  });
});
