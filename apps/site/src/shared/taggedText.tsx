import { Fragment, type ReactNode } from 'react';

/**
 * A translated text with marked parts, each drawn by its renderer: taggedText('accept the <terms>terms</terms>',
 * { terms: (text) => <Link href="/help#term">{text}</Link> }). Unknown or unclosed tags stay plain text.
 * (react-i18next's <Trans> does this too, but brings an HTML parser into the first-paint bundle.)
 */
export function taggedText(text: string, renderers: Record<string, (content: string) => ReactNode>): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(/<(\w+)>(.*?)<\/\1>/g)) {
    const render = renderers[match[1]!];
    if (!render) continue;
    parts.push(text.slice(last, match.index), <Fragment key={match.index}>{render(match[2]!)}</Fragment>);
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return parts;
}
