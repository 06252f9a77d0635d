import { style } from '@vanilla-extract/css';
import { visuallyHiddenRules } from '../../css/visuallyHidden';

/** Hidden on screen, read by assistive technology. */
export const visuallyHidden = style(visuallyHiddenRules);
