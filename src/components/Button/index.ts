export { Button } from './Button';
export type { ButtonProps } from './Button';
export { buttonSizeNames, buttonVariantNames, buttonVariants } from './buttonVariants';
export type { ButtonSize, ButtonVariant, ButtonVariantProps } from './buttonVariants';
export { Spinner } from './Spinner';
