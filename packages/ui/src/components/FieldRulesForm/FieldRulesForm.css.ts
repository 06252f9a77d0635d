import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, minWidth: 0 });

// a checkbox sits a little apart from the text fields above it
export const checkboxRow = style({ paddingBlockStart: vars.space.xxsmall });

export const submit = recipe({
  base: { marginBlockStart: vars.space.xsmall },
  variants: {
    sticky: {
      // pinned to the bottom of the scrolling dialog (or page), on the surface so the fields pass under it
      true: {
        position: 'sticky',
        insetBlockEnd: 0,
        zIndex: 1,
        marginBlockStart: 0,
        paddingBlock: vars.space.small,
        background: vars.color.surfaceRaised,
        boxShadow: `0 -${vars.space.small} ${vars.space.small} -${vars.space.xsmall} ${vars.color.surfaceRaised}`,
      },
      false: {},
    },
  },
});
