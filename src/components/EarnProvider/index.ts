export { EarnProvider } from './EarnProvider';
export type { EarnProviderProps } from './EarnProvider';
