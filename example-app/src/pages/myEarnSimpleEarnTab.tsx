import { Holdings, holdingsTabFromQuery } from 'earnkit/flows';

/**
 * My earn's Simple Earn tab, loaded with that tab: the holdings flow on the holdings tab the route's `?tab=` names
 * (flexible, fixed; SE-LINK-03), flexible otherwise, each choice written back to `?tab=`.
 */
export function MyEarnSimpleEarnTab({
  query,
  onTabChange,
}: {
  query: string | null;
  onTabChange: (tab: string) => void;
}) {
  return <Holdings showHeading={false} tab={holdingsTabFromQuery(query) ?? 'flexible'} onTabChange={onTabChange} />;
}
