import { style } from '@vanilla-extract/css';
import { media } from '../../css/breakpoints';
import { vars } from '../../themes/vars.css';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  minWidth: 0,
  '@media': {
    // beside each other from a laptop up: the banner's full width would push the games below the fold
    [media.desktop]: {
      gridTemplateColumns: 'minmax(17rem, 2fr) minmax(0, 5fr)',
      alignItems: 'center',
      gap: vars.space.large,
    },
  },
});

export const welcome = style({ display: 'grid', minWidth: 0 });

/** The banner's column; a container, so the banner sizes its text to its own width. */
export const feature = style({ minWidth: 0, containerType: 'inline-size' });
