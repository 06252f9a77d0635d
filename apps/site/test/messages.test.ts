import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstPaintEn, loadMessages } from '@croupier/i18n';

const english = (await loadMessages('en'))!;


function keys(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v as object, `${prefix}${k}.`)));
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? sources(file) : /\.tsx?$/.test(name) ? [file] : [];
  });
}

const src = path.resolve(import.meta.dirname, '../src');
const code = sources(src)
  .map((f) => readFileSync(f, 'utf8'))
  .join('\n');
// Literal keys: t('a.b'), i18nKey="a.b", and typed key unions like 'member.typeAgent'.
const literalKeys = (text: string) => new Set([...text.matchAll(/['"`]([a-z]+(?:\.[A-Za-z_]+)+)['"`]/g)].map((m) => m[1]!));
// Strings shaped like keys that are not messages: the socket's crash.watch message type.
const notKeys = new Set(['crash.watch']);
const literal = new Set([...literalKeys(code)].filter((k) => !notKeys.has(k)));

/** The site's modules the first script holds: static imports from main.tsx, not crossing an import(). */
function firstScriptFiles(): string[] {
  const seen = new Set<string>();
  const resolve = (from: string, spec: string) => {
    const base = spec.startsWith('@/') ? path.join(src, spec.slice(2)) : path.resolve(path.dirname(from), spec);
    return ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((f) => statSync(f, { throwIfNoEntry: false })?.isFile());
  };
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const [, spec] of text.matchAll(/^(?:import|export)\s[^;]*?from\s+'((?:@\/|\.)[^']+)'/gms)) {
      const target = resolve(file, spec!);
      if (target) visit(target);
    }
  };
  visit(path.join(src, 'main.tsx'));
  return [...seen];
}
// Whole sections the site reads dynamically: errors by code, and the UI kit's messages object.
const dynamicSections = ['errors.', 'ui.'];

describe('the site and its message sets', () => {
  const all = keys(english);

  it('uses no key that English lacks', () => {
    const known = new Set(all);
    const sections = new Set(all.map((k) => k.split('.')[0]));
    const missing = [...literal].filter((k) => sections.has(k.split('.')[0]!) && !known.has(k));
    expect(missing).toEqual([]);
  });

  it('the first script uses only the English it bundles (the rest arrives with the islands)', () => {
    const bundled = new Set(keys(firstPaintEn));
    const files = firstScriptFiles();
    expect(files.some((f) => f.endsWith('HomePage.tsx'))).toBe(true);
    const used = [...literalKeys(files.map((f) => readFileSync(f, 'utf8')).join('\n'))];
    const sections = new Set(all.map((k) => k.split('.')[0]));
    expect(used.filter((k) => sections.has(k.split('.')[0]!) && !bundled.has(k))).toEqual([]);
  });

  it('has no key that nothing uses', () => {
    const unused = all.filter((k) => !literal.has(k) && !dynamicSections.some((s) => k.startsWith(s)));
    expect(unused).toEqual([]);
  });
});
