import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Flag } from './Flag';

describe('Flag', () => {
  it('draws the merchant countries, named by default in English', () => {
    render(
      <>
        <Flag code="BR" />
        <Flag code="mx" />
        <Flag code="BD" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Brazil' })).toHaveAttribute('data-flag', 'BR');
    expect(screen.getByRole('img', { name: 'Mexico' })).toHaveAttribute('data-flag', 'MX');
    expect(screen.getByRole('img', { name: 'Bangladesh' })).toHaveAttribute('data-flag', 'BD');
  });

  it('any other code shows the generic flag, named with the code', () => {
    render(<Flag code="pt" />);
    expect(screen.getByRole('img', { name: 'Region PT' })).toHaveAttribute('data-flag', 'other');
  });

  it('takes a label or translations, or is decorative', () => {
    const { container } = render(
      <>
        <Flag code="BR" label="Brasil, change region" />
        <Flag code="MX" messages={{ MX: 'México' }} />
        <Flag code="BD" decorative />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Brasil, change region' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'México' })).toBeInTheDocument();
    expect(container.querySelector('[data-flag="BD"]')).toHaveAttribute('aria-hidden', 'true');
  });
});
