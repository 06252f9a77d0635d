import { createGlobalThemeContract } from '@vanilla-extract/css';
import { brazil } from './brands/brazil';
import { cssVarName } from './cssVarName';
import { resolveTheme } from './tokenType';

/**
 * The theme contract: every token as a stable, prefixed CSS variable (`--cr-color-surface`,
 * `--cr-space-medium`, ...). Stable names let a server inject a brand as plain CSS.
 */
export const vars = createGlobalThemeContract(resolveTheme(brazil, 'dark'), (_value, path) => cssVarName(path));
