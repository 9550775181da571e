import { useState } from 'react';
import { ArrivalTime } from '../../components/ArrivalTime';
import { useClock } from '../../context';
import { flexibleRedemptionArrival } from '../../domain/simpleEarn/arrival';
import type { MessageOverrides } from '../../i18n/resolve';

/**
 * A flexible holding's pending redemption (issue 17, P-48). The holding carries no request time, so the arrival is
 * the settlement hour after the exchange's time when the holding was read: taken when shown and again with each new
 * answer (`readAt`, the query's update time), so the bound holds still while shown and a late answer that still
 * shows the redemption pending moves it to the next run.
 */
export function FlexibleRedemptionArrival({
  readAt,
  onDue,
  messages,
}: {
  readonly readAt?: number;
  readonly onDue?: () => void;
  readonly messages?: MessageOverrides;
}) {
  const clock = useClock();
  const [anchor, setAnchor] = useState(() => ({ readAt, at: clock() }));
  if (anchor.readAt !== readAt) setAnchor({ readAt, at: clock() });
  return <ArrivalTime bounds={flexibleRedemptionArrival(anchor.at)} onDue={onDue} messages={messages} />;
}
