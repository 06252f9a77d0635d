import { render, screen } from '@testing-library/react';
import { Trophy } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { Icon } from './Icon';

describe('Icon', () => {
  it('is hidden from assistive technology unless labelled', () => {
    const { container } = render(<Icon icon={Trophy} />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('is an image with a name when labelled', () => {
    render(<Icon icon={Trophy} label="Jackpot" />);
    expect(screen.getByRole('img', { name: 'Jackpot' })).toBeInTheDocument();
  });
});
