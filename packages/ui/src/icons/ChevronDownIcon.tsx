import { Icon, type IconProps } from './Icon';

/** A chevron pointing down: a list or menu that opens below. */
export function ChevronDownIcon(props: IconProps) {
  return (
    <Icon viewBox="0 0 16 16" strokeWidth={2} {...props}>
      <path d="M4 6l4 4 4-4" />
    </Icon>
  );
}
