import type { ReactNode } from 'react';
import clsx from 'clsx';
import type { ResponsiveValue, Space } from '../../css/sprinkles.css';
import type { BoxProps } from '../Box/Box';
import { Box } from '../Box/Box';
import * as styles from './Inline.css';

export interface InlineProps extends Omit<BoxProps, 'gap' | 'display' | 'flexDirection' | 'wrap'> {
  /** Space between children, across and between lines. */
  space: ResponsiveValue<Space>;
  /** Horizontal placement; `start`/`end` follow the text direction. */
  align?: 'start' | 'center' | 'end' | 'between';
  alignY?: 'top' | 'center' | 'bottom' | 'baseline';
  /** Wrap onto new lines (true, the default), stay on one (false), or stay on one that scrolls sideways ('scroll'). */
  wrap?: boolean | 'scroll';
  as?: 'div' | 'ul' | 'ol' | 'nav' | 'span';
  children?: ReactNode;
}

/** Children side by side, spaced, wrapping when they run out of room. */
export const Inline = ({ space, align, alignY, wrap, className, ...props }: InlineProps) => (
  <Box {...props} gap={space} className={clsx(styles.inline({ align, alignY, wrap }), className)} />
);
Inline.displayName = 'Inline';
