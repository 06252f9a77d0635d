import { baseTokens, goldDark, goldLight, inkDark, inkLight, shadowsDark, shadowsLight, statusDark, statusLight } from '../baseTokens';
import type { BrandTokens } from '../tokenType';

/**
 * A fourth brand, not shipped: the proof that a brand is one tokens file. Pass it to
 * `<CroupierProvider brand={emerald}>` (or render `brandCss(emerald)` on a server) and nothing else changes.
 */
export const emerald: BrandTokens = {
  ...baseTokens,
  name: 'emerald',
  displayName: 'Emerald Club',
  radius: { small: '4px', medium: '8px', large: '12px', full: '9999px' },
  mode: {
    dark: {
      color: {
        ...inkDark,
        ...goldDark,
        ...statusDark,
        background: '#07130F',
        surface: '#0D1F19',
        surfaceRaised: '#132A22',
        surfaceSunken: '#091812',
        surfaceHover: '#1A372C',
        border: '#234536',
        accent: '#047857',
        accentHover: '#065F46',
        onAccent: '#FFFFFF',
        accentText: '#4ADE9F',
        accentSoft: 'rgba(74, 222, 159, 0.14)',
        link: '#4ADE9F',
        focusRing: '#4ADE9F',
      },
      shadow: shadowsDark,
    },
    light: {
      color: {
        ...inkLight,
        ...goldLight,
        ...statusLight,
        background: '#F3F8F5',
        accent: '#047857',
        accentHover: '#065F46',
        onAccent: '#FFFFFF',
        accentText: '#036046',
        accentSoft: 'rgba(4, 120, 87, 0.1)',
        link: '#036046',
        focusRing: '#047857',
      },
      shadow: shadowsLight,
    },
  },
};
