import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CheckIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  MinusIcon,
  MoreIcon,
  SortIcon,
} from '.';

const icons = {
  CheckIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  MinusIcon,
  MoreIcon,
  SortIcon,
};

describe('ui icons', () => {
  it.each(Object.entries(icons))(
    '%s is decorative: hidden from screen readers and never focused',
    (_, Icon) => {
      const { container } = render(<Icon className="size" />);
      const svg = container.querySelector('svg')!;
      expect(svg).toHaveAttribute('aria-hidden', 'true');
      expect(svg).toHaveAttribute('focusable', 'false');
      expect(svg).toHaveClass('size');
      expect(svg).toHaveAttribute('viewBox', '0 0 16 16');
    },
  );

  it('draws lines 2 wide unless told otherwise', () => {
    const { container } = render(
      <>
        <CheckIcon />
        <CheckIcon strokeWidth={2.4} />
      </>,
    );
    const [plain, bold] = container.querySelectorAll('svg');
    expect(plain).toHaveAttribute('stroke-width', '2');
    expect(bold).toHaveAttribute('stroke-width', '2.4');
  });

  it('shows both sort arrows faint without a direction, and only the sorted one strong', () => {
    const opacities = (direction?: 'ascending' | 'descending') => {
      const { container } = render(<SortIcon direction={direction} />);
      return Array.from(container.querySelectorAll('path')).map((path) =>
        path.getAttribute('opacity'),
      );
    };
    expect(opacities()).toEqual(['0.55', '0.55']);
    expect(opacities('ascending')).toEqual(['1']);
    expect(opacities('descending')).toEqual(['1']);
  });
});
