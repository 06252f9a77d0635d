// Inter's stand-ins while it loads (font-display: swap): the common system sans fonts, scaled to Inter's widths
// and line metrics, so text set in them wraps as it will in Inter and the page does not move when Inter arrives.
// Without them a phone's first paint used the system font (DejaVu Sans on Linux is 6 % wider than Inter): home's
// heading took two lines, then one, and Lighthouse counted a 0.04 layout shift at "Web font loaded".
//
// The scale is Inter's width over the font's for the site's English text, measured in Chromium (issue 16);
// the overrides put Inter's ascent (1984/2048 em) and descent (494/2048 em) on the scaled font.

/** Inter's ascent and descent, in em. */
const INTER_ASCENT = 1984 / 2048;
const INTER_DESCENT = 494 / 2048;

/** Latin, as Inter's own latin subset: other scripts fall through to the next family, as before. */
const LATIN =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

export interface FallbackFace {
  family: string;
  /** local() names: full name and PostScript name, in the order a system is likely to have them. */
  local: readonly string[];
  weight: string;
  /** Inter's width / this font's width, as a ratio. */
  scale: number;
}

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/** Arial's metrics: Arial (Windows, macOS), Helvetica (iOS, macOS), Liberation Sans and Arimo (Linux, Chrome OS). */
const ARIAL = 'Inter Fallback';
/** Roboto (Android). */
const ROBOTO = 'Inter Fallback Roboto';

export const interFallbackFaces: readonly FallbackFace[] = [
  { family: ARIAL, weight: '100 500', scale: 1.06, local: ['Arial', 'ArialMT', 'Helvetica', 'Liberation Sans', 'LiberationSans', 'Arimo'] },
  {
    family: ARIAL,
    weight: '600 900',
    scale: 1.0205,
    local: ['Arial Bold', 'Arial-BoldMT', 'Helvetica Bold', 'Helvetica-Bold', 'Liberation Sans Bold', 'LiberationSans-Bold', 'Arimo Bold'],
  },
  { family: ROBOTO, weight: '100 500', scale: 1.0678, local: ['Roboto', 'Roboto-Regular'] },
  { family: ROBOTO, weight: '600 900', scale: 1.0842, local: ['Roboto Bold', 'Roboto-Bold'] },
];

/** A face's @font-face descriptors (vanilla-extract's globalFontFace takes them as they are). */
export const fallbackFaceRule = (face: FallbackFace) => ({
  src: face.local.map((name) => `local('${name}')`).join(', '),
  fontWeight: face.weight,
  unicodeRange: LATIN,
  sizeAdjust: percent(face.scale),
  ascentOverride: percent(INTER_ASCENT / face.scale),
  descentOverride: percent(INTER_DESCENT / face.scale),
  lineGapOverride: '0%',
});

/** The stand-ins, for a font stack right after Inter. */
export const interFallbackFamilies = `'${ARIAL}', '${ROBOTO}'`;
