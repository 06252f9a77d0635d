import { fireEvent, screen, within } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../../test/render';
import type { ChartProps } from './Chart';
import { Chart } from './Chart';
import type { DemoDay } from './Chart.fixtures';
import { days } from './Chart.fixtures';

const week = days.slice(0, 7);
const props: ChartProps<DemoDay> = {
  data: week,
  x: (day) => day.date,
  series: [
    { key: 'income', label: 'Income' },
    { key: 'bets', label: 'Valid bets', tone: 'gold' },
  ],
  title: 'My income',
  summary: 'Income rose over the week.',
  formatY: (value) => `R$ ${(value / 100).toFixed(2)}`,
};

describe('Chart', () => {
  it('is a figure named by its title and described by its summary', () => {
    renderWithProvider(<Chart {...props} />);
    const figure = screen.getByRole('figure', { name: 'My income' });
    expect(figure).toHaveAccessibleDescription('Income rose over the week.');
  });

  it('gives screen readers every value in a data table with formatted numbers', () => {
    renderWithProvider(<Chart {...props} />);
    const table = screen.getByRole('table', { name: 'My income' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Period', 'Income', 'Valid bets']);
    expect(within(table).getByRole('rowheader', { name: '2025-06-01' }).closest('tr')).toHaveTextContent('R$ 1820.00');
  });

  it('moves through the points with the arrow keys, reading each one and showing its tooltip', () => {
    renderWithProvider(<Chart {...props} />);
    const explorer = screen.getByRole('slider', { name: 'My income: data points' });
    fireEvent.focus(explorer);
    expect(explorer).toHaveAttribute('aria-valuenow', '7');
    fireEvent.keyDown(explorer, { key: 'Home' });
    expect(explorer).toHaveAttribute('aria-valuetext', '2025-06-01: Income R$ 1820.00, Valid bets R$ 9200.00');
    fireEvent.keyDown(explorer, { key: 'ArrowRight' });
    expect(explorer).toHaveAttribute('aria-valuenow', '2');
    fireEvent.keyDown(explorer, { key: 'ArrowLeft' });
    fireEvent.keyDown(explorer, { key: 'ArrowLeft' });
    expect(explorer).toHaveAttribute('aria-valuenow', '1');
    expect(screen.getByText('R$ 1820.00', { selector: 'span' })).toBeInTheDocument();
    fireEvent.blur(explorer);
    expect(screen.queryByText('R$ 1820.00', { selector: 'span' })).not.toBeInTheDocument();
  });

  it('formats the x axis with formatX', () => {
    const { container } = renderWithProvider(<Chart {...props} formatX={(date) => date.slice(8)} />);
    const labels = [...container.querySelectorAll('svg text')].map((text) => text.textContent);
    expect(labels).toContain('01');
    expect(labels).toContain('07');
  });

  it('colours bars below zero critical when signed', () => {
    const { container } = renderWithProvider(
      <Chart {...props} variant="bar" signed series={[{ key: 'profitLoss', label: 'Profit/loss' }]} />,
    );
    const bars = [...container.querySelectorAll('svg rect')] as SVGRectElement[];
    expect(bars).toHaveLength(week.length);
    const loss = bars[1] as SVGRectElement;
    expect(loss.style.fill).toContain('critical');
    expect((bars[0] as SVGRectElement).style.fill).not.toContain('critical');
  });

  it('says so when there is no data, and announces loading', () => {
    const { rerender } = renderWithProvider(<Chart {...props} data={[]} />);
    expect(screen.getByText('No data for this period')).toBeInTheDocument();
    rerender(<Chart {...props} loading />);
    expect(screen.getByRole('figure')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Loading chart')).toBeInTheDocument();
  });

  it('follows its container width once the data arrives after a loading first render', () => {
    const observed: { callback: ResizeObserverCallback; element: Element }[] = [];
    class FakeResizeObserver {
      constructor(private callback: ResizeObserverCallback) {}
      observe(element: Element) {
        observed.push({ callback: this.callback, element });
      }
      unobserve() {}
      disconnect() {}
    }
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    try {
      const { rerender, container } = renderWithProvider(<Chart {...props} loading />);
      rerender(<Chart {...props} />);
      const plot = observed.at(-1);
      expect(plot, 'the plot is observed once it is drawn').toBeDefined();
      act(() =>
        plot!.callback([{ contentRect: { width: 300 } } as ResizeObserverEntry], {} as ResizeObserver),
      );
      expect(container.querySelector('svg[aria-hidden="true"]')).toHaveAttribute('width', '300');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
