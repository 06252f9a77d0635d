import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../../test/render';
import { GameFrame } from './GameFrame';
import { GamePopup } from './GamePopup';

describe('GamePopup', () => {
  it('shows the launched game in a titled, sandboxed iframe', () => {
    renderWithProvider(
      <GamePopup open onOpenChange={() => {}} title="Fortune Tiger" src="/sandbox/game?t=1" />,
    );
    expect(screen.getByRole('dialog', { name: 'Fortune Tiger' })).toBeInTheDocument();
    const frame = screen.getByTitle('Fortune Tiger game');
    expect(frame).toHaveAttribute('src', '/sandbox/game?t=1');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-forms allow-same-origin');
  });

  it('says the game is starting until the launch answers', () => {
    renderWithProvider(
      <GamePopup
        open
        onOpenChange={() => {}}
        title="Fortune Tiger"
        messages={{ loading: 'A iniciar {game}…' }}
      />,
    );
    expect(screen.getByRole('status', { name: 'A iniciar Fortune Tiger…' })).toBeInTheDocument();
    expect(screen.queryByTitle('Fortune Tiger game')).not.toBeInTheDocument();
  });

  it('closes from its close button, so the site can refresh the balance', async () => {
    const onOpenChange = vi.fn();
    const { user } = renderWithProvider(
      <GamePopup open onOpenChange={onOpenChange} title="Fortune Tiger" src="/g" />,
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

describe('GameFrame', () => {
  it('frames a game page outside a dialog too (lottery and seamless pages)', () => {
    renderWithProvider(<GameFrame title="Mega Sena" src="/sandbox/lottery" />);
    expect(screen.getByTitle('Mega Sena game')).toHaveAttribute('src', '/sandbox/lottery');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
