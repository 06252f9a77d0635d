import { baseTokens, goldDark, goldLight, inkDark, inkLight, shadowsDark, shadowsLight, statusDark, statusLight } from '../baseTokens';
import type { BrandTokens } from '../tokenType';

/** Mexico: rosa mexicano accent, rounder corners. */
export const mexico: BrandTokens = {
  ...baseTokens,
  name: 'mexico',
  displayName: 'Mexico',
  radius: { small: '8px', medium: '14px', large: '22px', full: '9999px' },
  mode: {
    dark: {
      color: {
        ...inkDark,
        ...goldDark,
        ...statusDark,
        background: '#0C0A18',
        surface: '#151228',
        surfaceRaised: '#1D1934',
        surfaceSunken: '#0F0C1E',
        surfaceHover: '#272243',
        border: '#2F2950',
        accent: '#D4006F',
        accentHover: '#B8005F',
        onAccent: '#FFFFFF',
        accentText: '#FF6FB5',
        accentSoft: 'rgba(255, 64, 160, 0.16)',
        link: '#FF6FB5',
        focusRing: '#FF6FB5',
      },
      shadow: shadowsDark,
    },
    light: {
      color: {
        ...inkLight,
        ...goldLight,
        ...statusLight,
        background: '#F7F4F8',
        accent: '#C20066',
        accentHover: '#A30056',
        onAccent: '#FFFFFF',
        accentText: '#B0005D',
        accentSoft: 'rgba(194, 0, 102, 0.09)',
        link: '#A30056',
        focusRing: '#C20066',
      },
      shadow: shadowsLight,
    },
  },
};
