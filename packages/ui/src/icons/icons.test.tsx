import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as icons from './index';

const all = Object.entries(icons).filter(
  (entry): entry is [string, typeof icons.TickIcon] => typeof entry[1] === 'function',
);

describe('ui icons', () => {
  it('has a component for each drawing', () => {
    expect(all.map(([name]) => name)).toEqual(expect.arrayContaining(['TickIcon', 'CloseIcon']));
    const drawings = all.map(([, Icon]) => render(<Icon />).container.innerHTML);
    expect(new Set(drawings).size).toBe(all.length);
  });

  it.each(all)('%s is decorative: hidden from assistive technology, never focusable', (_, Icon) => {
    const { container } = render(<Icon aria-hidden={false} focusable />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
  });

  it.each(all)('%s draws in the text colour, 1em square unless sized', (_, Icon) => {
    const { container } = render(<Icon />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('stroke', 'currentColor');
    expect(svg).toHaveAttribute('width', '1em');
    expect(svg).toHaveAttribute('height', '1em');
  });

  it('takes a class, a style, a stroke width and data attributes', () => {
    const { container } = render(
      <icons.TickIcon
        className="tick"
        style={{ color: 'green' }}
        strokeWidth={2.5}
        data-state="done"
      />,
    );
    const svg = container.querySelector('svg');
    expect(svg).toHaveClass('tick');
    expect(svg).toHaveStyle({ color: 'rgb(0, 128, 0)' });
    expect(svg).toHaveAttribute('stroke-width', '2.5');
    expect(svg).toHaveAttribute('data-state', 'done');
  });

  it('shows both sort arrows faint without a direction, and only the sorted one strong', () => {
    const opacities = (direction?: 'ascending' | 'descending') => {
      const { container } = render(<icons.SortIcon direction={direction} />);
      return Array.from(container.querySelectorAll('path')).map((path) =>
        path.getAttribute('opacity'),
      );
    };
    expect(opacities()).toEqual(['0.55', '0.55']);
    expect(opacities('ascending')).toEqual(['1']);
    expect(opacities('descending')).toEqual(['1']);
  });
});
