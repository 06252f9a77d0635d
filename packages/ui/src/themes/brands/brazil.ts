import { baseTokens, goldDark, goldLight, inkDark, inkLight, shadowsDark, shadowsLight, statusDark, statusLight } from '../baseTokens';
import type { BrandTokens } from '../tokenType';

/** Brazil (default merchant): emerald accent on deep navy. */
export const brazil: BrandTokens = {
  ...baseTokens,
  name: 'brazil',
  displayName: 'Brazil',
  mode: {
    dark: {
      color: {
        ...inkDark,
        ...goldDark,
        ...statusDark,
        accent: '#1FC774',
        accentHover: '#3DD88A',
        onAccent: '#04210F',
        accentText: '#4BE08F',
        accentSoft: 'rgba(31, 199, 116, 0.14)',
        link: '#4BE08F',
        focusRing: '#4BE08F',
      },
      shadow: shadowsDark,
    },
    light: {
      color: {
        ...inkLight,
        ...goldLight,
        ...statusLight,
        accent: '#067A43',
        accentHover: '#05663A',
        onAccent: '#FFFFFF',
        accentText: '#067A43',
        accentSoft: 'rgba(6, 122, 67, 0.1)',
        link: '#05663A',
        focusRing: '#067A43',
      },
      shadow: shadowsLight,
    },
  },
};
