import { interFallbackFamilies } from '../interFallback';
import { baseTokens, goldDark, goldLight, inkDark, inkLight, shadowsDark, shadowsLight, statusDark, statusLight } from '../baseTokens';
import type { BrandTokens } from '../tokenType';

/** Bangladesh: cyan accent, Bengali-capable font stack first. */
export const bangladesh: BrandTokens = {
  ...baseTokens,
  name: 'bangladesh',
  displayName: 'Bangladesh',
  font: {
    ...baseTokens.font,
    // Inter's stand-ins cover Latin only: Bengali text goes on to Noto Sans Bengali
    body: `'Inter Variable', 'Inter', ${interFallbackFamilies}, 'Noto Sans Bengali', 'Hind Siliguri', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif`,
  },
  radius: { small: '4px', medium: '8px', large: '12px', full: '9999px' },
  mode: {
    dark: {
      color: {
        ...inkDark,
        ...goldDark,
        ...statusDark,
        background: '#061216',
        surface: '#0C1B21',
        surfaceRaised: '#12252D',
        surfaceSunken: '#08161B',
        surfaceHover: '#19313A',
        border: '#21404A',
        borderStrong: '#5F8590',
        accent: '#22C3DD',
        accentHover: '#4AD3E8',
        onAccent: '#06262E',
        accentText: '#5FD8EC',
        accentSoft: 'rgba(34, 195, 221, 0.14)',
        link: '#5FD8EC',
        focusRing: '#5FD8EC',
      },
      shadow: shadowsDark,
    },
    light: {
      color: {
        ...inkLight,
        ...goldLight,
        ...statusLight,
        background: '#F2F6F7',
        accent: '#0E7490',
        accentHover: '#0B5F76',
        onAccent: '#FFFFFF',
        accentText: '#0B6680',
        accentSoft: 'rgba(14, 116, 144, 0.1)',
        link: '#0B5F76',
        focusRing: '#0E7490',
      },
      shadow: shadowsLight,
    },
  },
};
