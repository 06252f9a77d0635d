import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { taggedText } from '@/shared/taggedText';

afterEach(cleanup);

describe('taggedText', () => {
  it('draws each marked part with its renderer and keeps the rest as text', () => {
    const { container } = render(
      <p>
        {taggedText('I accept the <terms>terms</terms> and the <privacy>privacy policy</privacy>.', {
          terms: (text) => <a href="/help#term">{text}</a>,
          privacy: (text) => <a href="/help#privacy">{text}</a>,
        })}
      </p>,
    );
    expect(container.textContent).toBe('I accept the terms and the privacy policy.');
    expect([...container.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['terms', '/help#term'],
      ['privacy policy', '/help#privacy'],
    ]);
  });

  it('leaves unknown and unclosed tags as they are', () => {
    const { container } = render(<p>{taggedText('a <b>bold</b> <terms>open', { terms: (text) => <a href="/x">{text}</a> })}</p>);
    expect(container.textContent).toBe('a <b>bold</b> <terms>open');
    expect(container.querySelector('a')).toBeNull();
  });
});
