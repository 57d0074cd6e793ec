import { Icon, type IconProps } from './Icon';

/** An arrow down onto a line: download. */
export function DownloadIcon(props: IconProps) {
  return (
    <Icon viewBox="0 0 24 24" strokeWidth={2} {...props}>
      <path d="M12 4v11m-5-5l5 5 5-5M5 19h14" />
    </Icon>
  );
}
