import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { english } from '@croupier/i18n';


function keys(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v as object, `${prefix}${k}.`)));
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? sources(file) : /\.tsx?$/.test(name) ? [file] : [];
  });
}

const code = sources(path.resolve(import.meta.dirname, '../src'))
  .map((f) => readFileSync(f, 'utf8'))
  .join('\n');
// Literal keys: t('a.b'), i18nKey="a.b", and typed key unions like 'member.typeAgent'.
const literal = new Set([...code.matchAll(/['"`]([a-z]+(?:\.[A-Za-z_]+)+)['"`]/g)].map((m) => m[1]!));
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

  it('has no key that nothing uses', () => {
    const unused = all.filter((k) => !literal.has(k) && !dynamicSections.some((s) => k.startsWith(s)));
    expect(unused).toEqual([]);
  });
});
