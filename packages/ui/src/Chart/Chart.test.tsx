import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChartAxis } from './ChartAxis';
import { ChartLegend } from './ChartLegend';
import { ChartPatternDefs, chartPatternFill } from './ChartPatterns';
import { ChartTooltip } from './ChartTooltip';
import { useChartKeyboard } from './useChartKeyboard';
import { useElementWidth } from './useElementWidth';

function Bars({ onActivate }: { onActivate?: (index: number) => void }) {
  const labels = ['Mon', 'Tue', 'Wed', 'Thu'];
  const { containerProps, tabIndexOf } = useChartKeyboard<SVGGElement>({
    count: labels.length,
    onActivate,
  });
  return (
    <svg>
      <g {...containerProps}>
        {labels.map((label, index) => (
          <rect
            key={label}
            role="img"
            aria-label={label}
            data-chart-index={index}
            tabIndex={tabIndexOf(index)}
          />
        ))}
      </g>
    </svg>
  );
}

describe('ui Chart: keyboard access to a row of marks', () => {
  it('is one Tab stop; arrows, Home and End move between the marks', async () => {
    const user = userEvent.setup();
    render(<Bars />);
    await user.tab();
    expect(screen.getByRole('img', { name: 'Mon' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('img', { name: 'Tue' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('img', { name: 'Thu' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('img', { name: 'Thu' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('img', { name: 'Mon' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('img', { name: 'Mon' })).toHaveFocus();
    // Only the focused mark is in the Tab order, so Tab leaves the row and Shift+Tab comes back.
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getAllByRole('img').map((mark) => mark.getAttribute('tabindex'))).toEqual([
      '-1',
      '-1',
      '0',
      '-1',
    ]);
    await user.tab();
    await user.tab({ shift: true });
    expect(screen.getByRole('img', { name: 'Wed' })).toHaveFocus();
  });

  it('Enter and Space activate the focused mark', async () => {
    const user = userEvent.setup();
    const onActivate = vi.fn();
    render(<Bars onActivate={onActivate} />);
    await user.tab();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(onActivate).toHaveBeenLastCalledWith(1);
    await user.keyboard('{ArrowRight} ');
    expect(onActivate).toHaveBeenLastCalledWith(2);
    expect(onActivate).toHaveBeenCalledTimes(2);
  });

  it('a pointer focusing a mark makes it the Tab stop', () => {
    render(<Bars />);
    fireEvent.focus(screen.getByRole('img', { name: 'Thu' }));
    expect(screen.getByRole('img', { name: 'Thu' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('img', { name: 'Mon' })).toHaveAttribute('tabindex', '-1');
  });
});

describe('ui Chart: legend and patterns (a kind is never told by colour alone)', () => {
  it('names the legend and each item, with a swatch of the colour and pattern', () => {
    render(
      <ChartLegend
        label="Bar colours"
        items={[
          { id: 'estimate', label: 'Estimate', color: 'estimate', pattern: 'diagonal' },
          { id: 'temperature', label: 'Temperature', color: 'temperature', shape: 'line' },
        ]}
      />,
    );
    const legend = screen.getByRole('list', { name: 'Bar colours' });
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Estimate', 'Temperature']);
    expect(legend.querySelector('pattern')).toHaveAttribute('data-pattern', 'diagonal');
    expect(legend.querySelector('pattern')).toHaveAttribute('data-color', 'estimate');
    const swatch = items[0]?.querySelector('rect[fill]');
    expect(swatch?.getAttribute('fill')).toBe(
      chartPatternFill(legend.querySelector('pattern')?.id ?? 'missing'),
    );
    expect(items[1]?.querySelector('line')).toBeInTheDocument();
  });

  it('draws a different pattern for each kind, solid with nothing over it', () => {
    const { container } = render(
      <svg>
        <ChartPatternDefs
          patterns={[
            { id: 'a', color: 'weekday' },
            { id: 'b', color: 'estimate', pattern: 'diagonal' },
            { id: 'c', color: 'keyed', pattern: 'crosshatch' },
            { id: 'd', color: 'weekend', pattern: 'dots' },
          ]}
        />
      </svg>,
    );
    const tiles = [...container.querySelectorAll('pattern')];
    expect(tiles.map((tile) => tile.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(tiles[0]?.children).toHaveLength(1);
    expect(tiles[1]?.querySelector('path')).toBeInTheDocument();
    expect(tiles[3]?.querySelector('circle')).toBeInTheDocument();
    const ink = tiles.slice(1).map((tile) => tile.lastElementChild?.outerHTML);
    expect(new Set(ink).size).toBe(3);
  });
});

describe('ui Chart: axis', () => {
  it('draws the given ticks with their labels and a title, hidden from assistive technology', () => {
    const { container } = render(
      <svg>
        <ChartAxis
          orientation="left"
          length={100}
          title="kWh"
          ticks={[
            { position: 100, label: '0' },
            { position: 50, label: '10' },
            { position: 0, label: '20' },
          ]}
          gridLength={200}
        />
      </svg>,
    );
    const axis = container.querySelector('[data-axis="left"]');
    expect(axis).toHaveAttribute('aria-hidden', 'true');
    expect([...container.querySelectorAll('[data-tick] text')].map((t) => t.textContent)).toEqual([
      '0',
      '10',
      '20',
    ]);
    expect(axis).toHaveTextContent('kWh');
  });
});

describe('ui Chart: tooltip', () => {
  function Hovered() {
    const [open, setOpen] = useState(false);
    return (
      <div style={{ position: 'relative' }}>
        <button type="button" onFocus={() => setOpen(true)} onBlur={() => setOpen(false)}>
          Jun 3
        </button>
        <ChartTooltip id="tip" isOpen={open} x={20} y={40}>
          Mon, Jun 3, 2024: 23 kWh
        </ChartTooltip>
      </div>
    );
  }

  it('shows while its mark has focus, as a tooltip, and hides after', async () => {
    const user = userEvent.setup();
    render(<Hovered />);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Mon, Jun 3, 2024: 23 kWh');
    expect(screen.getByRole('tooltip')).toHaveAttribute('id', 'tip');
    await user.tab();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});

describe('ui Chart: the container width', () => {
  function Measured() {
    const [ref, width, isPending] = useElementWidth<HTMLDivElement>(640);
    return <div ref={ref}>{isPending ? 'measuring' : `${width}px`}</div>;
  }

  it('uses the fallback where nothing measures', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    render(<Measured />);
    expect(screen.getByText('640px')).toBeInTheDocument();
  });

  it('follows the ResizeObserver, in whole pixels', () => {
    let report: (width: number) => void = () => {};
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: ResizeObserverCallback) {
          report = (width) =>
            callback(
              [{ contentRect: { width } } as unknown as ResizeObserverEntry],
              this as unknown as ResizeObserver,
            );
        }
        observe() {}
        disconnect() {}
      },
    );
    render(<Measured />);
    // jsdom lays nothing out: no width yet, so it waits for the observer.
    expect(screen.getByText('measuring')).toBeInTheDocument();
    act(() => report(320.7));
    expect(screen.getByText('320px')).toBeInTheDocument();
    act(() => report(900));
    expect(screen.getByText('900px')).toBeInTheDocument();
  });
});
