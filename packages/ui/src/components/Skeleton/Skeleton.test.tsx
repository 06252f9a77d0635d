import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = render(<Skeleton shape="text" />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws several text lines, the last one shorter', () => {
    const { container } = render(<Skeleton shape="text" lines={3} />);
    const lines = container.querySelectorAll('[data-skeleton="text"] > span');
    expect(lines).toHaveLength(3);
    expect((lines[2] as HTMLElement).style.width).toBe('60%');
    expect((lines[0] as HTMLElement).style.width).toBe('100%');
  });

  it('a circle takes its width as height, and pixel numbers become px', () => {
    const { container } = render(<Skeleton shape="circle" width={48} />);
    const circle = container.firstElementChild as HTMLElement;
    expect(circle.style.width).toBe('48px');
    expect(circle.style.height).toBe('48px');
  });

  it('a rect fills the width with a default height', () => {
    const { container } = render(<Skeleton />);
    const rect = container.firstElementChild as HTMLElement;
    expect(rect.style.width).toBe('100%');
    expect(rect.style.height).toBe('6rem');
  });
});
