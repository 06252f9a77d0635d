import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Text } from './Text';

describe('Text', () => {
  it('renders a span by default and the element asked for otherwise', () => {
    render(
      <>
        <Text>inline</Text>
        <Text as="p">paragraph</Text>
      </>,
    );
    expect(screen.getByText('inline').tagName).toBe('SPAN');
    expect(screen.getByText('paragraph').tagName).toBe('P');
  });
});
