const kebab = (segment: string) => segment.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** CSS variable name (without `--`) for a token path: `['color', 'surfaceRaised']` → `cr-color-surface-raised`. */
export const cssVarName = (path: readonly string[]) => `cr-${path.map(kebab).join('-')}`;
