import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const adornment = style({ display: 'inline-flex', alignItems: 'center', color: vars.color.textMuted, flexShrink: 0 });
