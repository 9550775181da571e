export { FundsSourceChooser } from './FundsSourceChooser';
export type { FundsSourceChooserProps } from './FundsSourceChooser';
