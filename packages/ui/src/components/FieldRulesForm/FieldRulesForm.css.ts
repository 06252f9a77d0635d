import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, minWidth: 0 });

// a checkbox sits a little apart from the text fields above it
export const checkboxRow = style({ paddingBlockStart: vars.space.xxsmall });

export const submit = style({ marginBlockStart: vars.space.xsmall });
