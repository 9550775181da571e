export { useTabs } from './useTabs';
export type { TabListProps, TabPanelProps, TabProps, UseTabsOptions, UseTabsResult } from './useTabs';
