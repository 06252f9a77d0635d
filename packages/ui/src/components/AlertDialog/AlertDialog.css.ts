import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

// AlertDialog wears the Dialog panel; only its title spacing differs.
export { overlay, content, description, actions } from '../Dialog/Dialog.css';

export const title = style({ marginBottom: vars.space.xsmall });
