import { RateText } from '../../../components/RateText';
import type { Rate } from '../../../domain/shared/rate';
import { RATE_BASIS } from '../../../domain/shared/rateBasis';

/** A market APR, or a line measured on it, as a labelled rate (P-47); '--' when there is none. */
export function MarketRate({ rate, placeholder }: { rate: Rate | null; placeholder: string }) {
  return rate ? <RateText rate={rate} basis={RATE_BASIS.flexible} compact size="sm" /> : <>{placeholder}</>;
}
