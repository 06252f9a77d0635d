import type { ReactNode } from 'react';
import clsx from 'clsx';
import type { Foreground } from '../../css/sprinkles.css';
import type { BoxProps } from '../Box/Box';
import { Box } from '../Box/Box';
import * as styles from './Heading.css';

export interface HeadingProps extends Omit<BoxProps, 'color'> {
  /** Visual and (by default) document level. */
  level: '1' | '2' | '3' | '4';
  /** Render another element than `h{level}`, e.g. to keep the outline right. */
  as?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'div' | 'span' | 'p';
  weight?: 'regular' | 'strong';
  tone?: Foreground;
  truncate?: boolean;
  align?: 'start' | 'center' | 'end';
  children?: ReactNode;
}

export const Heading = ({ level, as, weight, tone = 'text', truncate, align, className, ...props }: HeadingProps) => (
  <Box
    {...props}
    as={as ?? `h${level}`}
    color={tone}
    textAlign={align}
    className={clsx(styles.heading({ level, weight, truncate }), className)}
  />
);
Heading.displayName = 'Heading';
