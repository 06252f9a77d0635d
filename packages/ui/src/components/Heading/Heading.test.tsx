import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Heading } from './Heading';

describe('Heading', () => {
  it('uses the level as the document level unless told otherwise', () => {
    render(
      <>
        <Heading level="2">Hot games</Heading>
        <Heading level="1" as="h3">
          Looks big, sits at three
        </Heading>
      </>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Hot games' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Looks big, sits at three' })).toBeInTheDocument();
  });
});
