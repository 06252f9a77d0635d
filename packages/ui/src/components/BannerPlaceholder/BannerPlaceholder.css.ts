import { createVar, fallbackVar, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

/** The art's ratio (width / height), set by the slider from its image size; 3:1 by default. */
export const aspectVar = createVar();

/** A banner no wider than this is a phone's: its slide dots go in a row under the art, clear of the text. */
export const narrow = '(max-width: 560px)';

/** The row the dots take under a narrow banner (the pause button sits in it too). */
export const dotsRow = vars.controlHeight.small;

/** The box a banner measures itself against: its text sizes and dots follow its own width. */
export const frame = style({ containerType: 'inline-size', width: '100%', minWidth: 0 });

const shimmer = keyframes({ from: { backgroundPosition: '100% 0' }, to: { backgroundPosition: '-100% 0' } });
export const skeleton = style({
  aspectRatio: fallbackVar(aspectVar, '3 / 1'),
  width: '100%',
  borderRadius: vars.radius.large,
  backgroundImage: `linear-gradient(90deg, ${vars.color.skeleton} 25%, ${vars.color.skeletonHighlight} 50%, ${vars.color.skeleton} 75%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  // the same room as the banners it stands for, dots row included
  '@container': { [narrow]: { marginBlockEnd: dotsRow } },
});
