import type { ReactElement } from 'react';

// National colours are part of each flag, the same in every brand and colour mode: not theme tokens.
const national = {
  brGreen: '#009C3B',
  brYellow: '#FFDF00',
  brBlue: '#002776',
  white: '#FFFFFF',
  mxGreen: '#006847',
  mxRed: '#CE1126',
  mxEagle: '#8C5A2B',
  bdGreen: '#006A4E',
  bdRed: '#F42A41',
} as const;

/** Flags drawn on a 30×20 grid, simplified so they read at 16px high. */
export const flagArt: Record<string, ReactElement> = {
  BR: (
    <>
      <rect width="30" height="20" fill={national.brGreen} />
      <path d="M15 2.2 27.6 10 15 17.8 2.4 10Z" fill={national.brYellow} />
      <circle cx="15" cy="10" r="4.6" fill={national.brBlue} />
      <path d="M10.5 9.3Q15 7.7 19.5 10.8" fill="none" stroke={national.white} strokeWidth="1" />
    </>
  ),
  MX: (
    <>
      <rect width="10" height="20" fill={national.mxGreen} />
      <rect x="10" width="10" height="20" fill={national.white} />
      <rect x="20" width="10" height="20" fill={national.mxRed} />
      <circle cx="15" cy="9.4" r="2.3" fill={national.mxEagle} />
      <path d="M12.2 11.2Q15 14.4 17.8 11.2" fill="none" stroke={national.mxGreen} strokeWidth="0.9" strokeLinecap="round" />
    </>
  ),
  BD: (
    <>
      <rect width="30" height="20" fill={national.bdGreen} />
      <circle cx="13.5" cy="10" r="6" fill={national.bdRed} />
    </>
  ),
};


