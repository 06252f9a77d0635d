import { interFallbackFamilies } from './interFallback';
import type { BrandTokens } from './tokenType';

/** Everything but colour that most brands share. A brand spreads this and overrides what differs. */
export const baseTokens: Omit<BrandTokens, 'name' | 'displayName' | 'mode'> = {
  font: {
    body: `'Inter Variable', 'Inter', ${interFallbackFamilies}, system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Bengali', sans-serif`,
    heading: `'Inter Variable', 'Inter', ${interFallbackFamilies}, system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Bengali', sans-serif`,
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  },
  fontWeight: { regular: '400', medium: '550', strong: '700' },
  text: {
    xsmall: { fontSize: '0.75rem', lineHeight: '1rem' },
    small: { fontSize: '0.875rem', lineHeight: '1.25rem' },
    standard: { fontSize: '1rem', lineHeight: '1.5rem' },
    large: { fontSize: '1.125rem', lineHeight: '1.75rem' },
    xlarge: { fontSize: '1.3125rem', lineHeight: '2rem' },
  },
  heading: {
    '1': { fontSize: '2.25rem', lineHeight: '2.75rem' },
    '2': { fontSize: '1.75rem', lineHeight: '2.25rem' },
    '3': { fontSize: '1.375rem', lineHeight: '1.875rem' },
    '4': { fontSize: '1.125rem', lineHeight: '1.5rem' },
  },
  space: {
    xxsmall: '0.25rem',
    xsmall: '0.5rem',
    small: '0.75rem',
    medium: '1rem',
    large: '1.5rem',
    xlarge: '2rem',
    xxlarge: '3rem',
    gutter: '1.25rem',
  },
  radius: { small: '6px', medium: '10px', large: '16px', full: '9999px' },
  controlHeight: { small: '2rem', medium: '2.5rem', large: '3rem' },
  zIndex: { sticky: '10', header: '100', sideMenu: '110', overlay: '1000', dialog: '1001', toast: '1100', tooltip: '1200' },
  motion: {
    durationFast: '120ms',
    durationStandard: '200ms',
    durationSlow: '320ms',
    easingStandard: 'cubic-bezier(0.2, 0, 0, 1)',
    easingEmphasized: 'cubic-bezier(0.3, 0, 0, 1.2)',
  },
};

/** Ink surfaces shared by the built-in brands: deep navy, casino-dark. */
export const inkDark = {
  background: '#080C18',
  surface: '#0F1526',
  surfaceRaised: '#161E33',
  surfaceSunken: '#0A1020',
  surfaceHover: '#1F2942',
  border: '#26314D',
  borderStrong: '#6A7799',
  text: '#F1F4FB',
  textMuted: '#A3AECB',
  overlay: 'rgba(3, 6, 14, 0.72)',
  skeleton: '#1A2339',
  skeletonHighlight: '#243050',
} as const;

export const inkLight = {
  background: '#F3F5FA',
  surface: '#FFFFFF',
  surfaceRaised: '#FFFFFF',
  surfaceSunken: '#EEF1F7',
  surfaceHover: '#E6EAF3',
  border: '#D5DBE8',
  borderStrong: '#7D88A3',
  text: '#0E1424',
  textMuted: '#4E5872',
  overlay: 'rgba(14, 20, 36, 0.48)',
  skeleton: '#E3E7F0',
  skeletonHighlight: '#F1F3F8',
} as const;

export const goldDark = { gold: '#F4C54A', onGold: '#2A1D00', goldText: '#F7CF63' } as const;
export const goldLight = { gold: '#F2B705', onGold: '#231800', goldText: '#8A6100' } as const;

export const statusDark = {
  positive: '#34D399',
  positiveText: '#4ADE9F',
  critical: '#E11D48',
  criticalHover: '#BE123C',
  onCritical: '#FFFFFF',
  criticalText: '#FF8A9F',
  criticalSoft: 'rgba(225, 29, 72, 0.16)',
} as const;

export const statusLight = {
  positive: '#15803D',
  positiveText: '#15803D',
  critical: '#C8102E',
  criticalHover: '#A50D26',
  onCritical: '#FFFFFF',
  criticalText: '#B4102A',
  criticalSoft: 'rgba(200, 16, 46, 0.1)',
} as const;

export const shadowsDark = {
  small: '0 1px 2px rgba(0, 0, 0, 0.4)',
  medium: '0 4px 14px rgba(0, 0, 0, 0.45)',
  large: '0 18px 48px rgba(0, 0, 0, 0.6)',
} as const;

export const shadowsLight = {
  small: '0 1px 2px rgba(14, 20, 36, 0.08)',
  medium: '0 4px 14px rgba(14, 20, 36, 0.1)',
  large: '0 18px 48px rgba(14, 20, 36, 0.18)',
} as const;
