// Type aliases, not interfaces: vanilla-extract's theme contract needs index-signature-compatible types.

/**
 * The shape every brand fills in. One brand = one object of this type (see ./brands/).
 * Colours and shadows come per colour mode; everything else is shared by both modes.
 */

export type ColorTokens = {
  /** Page background. */
  background: string;
  /** Cards, panels, side menu. */
  surface: string;
  /** Header, dialogs, menus: one step above surface. */
  surfaceRaised: string;
  /** Inputs and wells: one step below surface. */
  surfaceSunken: string;
  /** Hover fill for quiet controls on any surface. */
  surfaceHover: string;
  border: string;
  borderStrong: string;
  /** Body text, ≥ 7:1 on background. */
  text: string;
  /** Secondary text, ≥ 4.5:1 on every surface. */
  textMuted: string;
  /** Brand accent fill (primary buttons, selected items). */
  accent: string;
  accentHover: string;
  /** Text and icons on an accent fill, ≥ 4.5:1. */
  onAccent: string;
  /** Accent-coloured text or icon on surfaces, ≥ 4.5:1. */
  accentText: string;
  /** Quiet accent tint (selected rows, badges). */
  accentSoft: string;
  /** Jackpot and win gold: fill. */
  gold: string;
  /** Text on a gold fill. */
  onGold: string;
  /** Gold text on surfaces (amounts, wins), ≥ 4.5:1. */
  goldText: string;
  positive: string;
  positiveText: string;
  critical: string;
  criticalHover: string;
  onCritical: string;
  /** Error text on surfaces, ≥ 4.5:1. */
  criticalText: string;
  criticalSoft: string;
  link: string;
  focusRing: string;
  /** Dialog backdrop. */
  overlay: string;
  /** Loading skeleton fill and its shimmer highlight. */
  skeleton: string;
  skeletonHighlight: string;
};

export type ShadowTokens = {
  small: string;
  medium: string;
  large: string;
};

export type ModeTokens = {
  color: ColorTokens;
  shadow: ShadowTokens;
};

export type ColorMode = 'dark' | 'light';

export type TypeStep = {
  fontSize: string;
  lineHeight: string;
};

export type BrandTokens = {
  /** Stable id: lower-case, used in the `data-cr-brand` attribute. */
  name: string;
  displayName: string;
  mode: Record<ColorMode, ModeTokens>;
  font: {
    body: string;
    heading: string;
    mono: string;
  };
  fontWeight: {
    regular: string;
    medium: string;
    strong: string;
  };
  text: {
    xsmall: TypeStep;
    small: TypeStep;
    standard: TypeStep;
    large: TypeStep;
    /** Lead paragraphs, e.g. the home greeting's. */
    xlarge: TypeStep;
  };
  heading: {
    '1': TypeStep;
    '2': TypeStep;
    '3': TypeStep;
    '4': TypeStep;
  };
  space: {
    xxsmall: string;
    xsmall: string;
    small: string;
    medium: string;
    large: string;
    xlarge: string;
    xxlarge: string;
    gutter: string;
  };
  radius: {
    small: string;
    medium: string;
    large: string;
    full: string;
  };
  /** Height of buttons and fields per control size. */
  controlHeight: {
    small: string;
    medium: string;
    large: string;
  };
  zIndex: {
    sticky: string;
    header: string;
    sideMenu: string;
    overlay: string;
    dialog: string;
    toast: string;
    tooltip: string;
  };
  motion: {
    durationFast: string;
    durationStandard: string;
    durationSlow: string;
    easingStandard: string;
    easingEmphasized: string;
  };
};

/** What one theme scope resolves to: a brand in one colour mode. This is the contract's shape. */
export type ResolvedTheme = Omit<BrandTokens, 'name' | 'displayName' | 'mode'> & ModeTokens;

export const resolveTheme = (brand: BrandTokens, mode: ColorMode): ResolvedTheme => {
  const { name: _name, displayName: _displayName, mode: modes, ...shared } = brand;
  return { ...shared, ...modes[mode] };
};
