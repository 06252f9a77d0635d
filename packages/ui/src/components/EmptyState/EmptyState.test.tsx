import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows a title heading, description and action', () => {
    render(
      <EmptyState
        title="No bets in this period"
        description="Change the dates or play a game."
        action={<Button>Play now</Button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No bets in this period' })).toBeInTheDocument();
    expect(screen.getByText('Change the dates or play a game.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play now' })).toBeInTheDocument();
  });

  it('falls back to the translated default title and fits the outline with headingAs', () => {
    render(<EmptyState headingAs="h3" messages={{ title: 'Nada por aqui' }} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Nada por aqui' })).toBeInTheDocument();
  });
});
