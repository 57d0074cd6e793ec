export { Button, buttonVariants, type ButtonProps, type ButtonVariant } from './Button';
export { NativeButton, type NativeButtonProps } from './NativeButton';
