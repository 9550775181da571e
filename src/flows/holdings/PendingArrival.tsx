import { ArrivalTime } from '../../components/ArrivalTime';
import { useClock } from '../../context';
import { flexibleRedemptionArrival } from '../../domain/simpleEarn/arrival';

/**
 * A flexible holding's pending redemption in a list row (issue 17, P-48): the row carries no request time, so the
 * arrival is the settlement hour after the exchange's now.
 */
export function FlexibleRedemptionArrival() {
  const clock = useClock();
  return <ArrivalTime bounds={flexibleRedemptionArrival(clock())} />;
}
