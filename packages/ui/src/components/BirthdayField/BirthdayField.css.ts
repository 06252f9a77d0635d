import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const dateInput = style({
  colorScheme: 'inherit',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    // the native calendar button in the theme's muted ink
    '&::-webkit-calendar-picker-indicator': { cursor: 'pointer', opacity: 0.75 },
    '&::-webkit-calendar-picker-indicator:hover': { opacity: 1 },
    '&::-webkit-datetime-edit-fields-wrapper': { color: vars.color.text },
  },
});
