import { style } from '@vanilla-extract/css';

// tabular digits and a floor on the width, so the label does not jitter as the seconds change
export const button = style({ fontVariantNumeric: 'tabular-nums', minWidth: '8.5rem', flexShrink: 0 });
