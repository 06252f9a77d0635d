import type { ReactNode } from 'react';
import clsx from 'clsx';
import type { Foreground } from '../../css/sprinkles.css';
import type { BoxProps } from '../Box/Box';
import { Box } from '../Box/Box';
import * as styles from './Text.css';

export interface TextProps extends Omit<BoxProps, 'color' | 'size'> {
  as?: 'span' | 'p' | 'div' | 'strong' | 'em' | 'label' | 'small' | 'dd' | 'dt' | 'li';
  size?: 'xsmall' | 'small' | 'standard' | 'large' | 'xlarge';
  weight?: 'regular' | 'medium' | 'strong';
  /** Colour by meaning. Default `text`. */
  tone?: Foreground;
  /** One line, cut with an ellipsis. */
  truncate?: boolean;
  /** Tabular figures, for amounts and counters. */
  numeric?: boolean;
  align?: 'start' | 'center' | 'end';
  children?: ReactNode;
}

/** Body text on the brand's type scale. */
export const Text = ({
  as = 'span',
  size,
  weight,
  tone = 'text',
  truncate,
  numeric,
  align,
  className,
  ...props
}: TextProps) => (
  <Box
    {...props}
    as={as}
    color={tone}
    textAlign={align}
    className={clsx(styles.text({ size, weight, truncate, numeric }), className)}
  />
);
Text.displayName = 'Text';
