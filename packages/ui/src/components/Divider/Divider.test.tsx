import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Divider } from './Divider';

describe('Divider', () => {
  it('is decorative by default', () => {
    render(<Divider />);
    expect(screen.queryByRole('separator')).not.toBeInTheDocument();
  });

  it('is a separator with its orientation when not decorative', () => {
    render(<Divider orientation="vertical" decorative={false} />);
    expect(screen.getByRole('separator')).toHaveAttribute('aria-orientation', 'vertical');
  });

  it('a label is read as text between decorative lines', () => {
    const { container } = render(<Divider label="or" />);
    expect(screen.getByText('or')).toBeVisible();
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(2);
  });
});
