import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StaffHtml } from '@/shared/StaffHtml';

const ATTACKS = [
  '<img src=x onerror="window.__xss()">',
  '<script>window.__xss()</script>',
  '<p onclick="window.__xss()" style="color:red">a</p>',
  '<a href="javascript:window.__xss()">x</a>',
  '<a href="data:text/html,<script>window.__xss()</script>">x</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<svg onload="window.__xss()"><script>window.__xss()</script></svg>',
  '<form action="https://evil.example"><input name="p"></form>',
];

describe('staff HTML', () => {
  it('keeps formatting, lists, headings and links', () => {
    const { container } = render(
      <StaffHtml html='<h2>Rules</h2><p>Play <strong>responsibly</strong>.</p><ul><li>one</li></ul><a href="https://help.example/x">help</a><a href="/promotions">promotions</a>' />,
    );
    expect(container.querySelector('h2')?.textContent).toBe('Rules');
    expect(container.querySelector('strong')?.textContent).toBe('responsibly');
    expect(container.querySelectorAll('li')).toHaveLength(1);
    expect([...container.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'https://help.example/x',
      '/promotions',
    ]);
  });

  it.each(ATTACKS)('renders %s without anything that runs or loads', async (attack) => {
    const xss = vi.fn();
    (window as unknown as { __xss: () => void }).__xss = xss;
    const { container } = render(<StaffHtml html={`<p>before</p>${attack}<p>after</p>`} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(
      container.querySelector('script, img, iframe, svg, form, input, object, embed'),
    ).toBeNull();
    for (const element of container.querySelectorAll('*')) {
      expect(
        [...element.attributes]
          .map((a) => a.name)
          .filter((name) => name.startsWith('on') || name === 'style'),
      ).toEqual([]);
      expect(element.getAttribute('href') ?? '').not.toMatch(/^(javascript|data):/i);
    }
    expect(container.textContent).toMatch(/^before.*after$/s);
    expect(xss).not.toHaveBeenCalled();
  });
});

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [file] : [];
  });
}

const HTML_SINK =
  /dangerouslySetInnerHTML|\.innerHTML\s*=|\.outerHTML\s*=|insertAdjacentHTML|document\.write/;
/** The code without its comments (a comment may name a sink it does not use). */
const withoutComments = (code: string) =>
  code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

describe('member input renders as text', () => {
  it('nothing in the site or the UI kit sets HTML but StaffHtml', () => {
    const roots = [
      path.resolve(import.meta.dirname, '../src'),
      path.resolve(import.meta.dirname, '../../../packages/ui/src'),
    ];
    const setters = roots
      .flatMap(sources)
      .filter((file) => HTML_SINK.test(withoutComments(readFileSync(file, 'utf8'))))
      .map((file) => path.relative(path.resolve(import.meta.dirname, '../../..'), file));
    expect(setters).toEqual(['apps/site/src/shared/StaffHtml.tsx']);
  });
});
