import { style } from '@vanilla-extract/css';

/** In a header the picker sits in a row: as wide as the chosen language, not the row. */
export const picker = style({ width: 'max-content', maxWidth: '100%' });
