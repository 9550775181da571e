export { Tabs } from './Tabs';
export type { TabItem, TabsProps, TabsSize, TabsVariant } from './Tabs';
export { tabsSizeNames, tabsVariantNames } from './Tabs.css';
