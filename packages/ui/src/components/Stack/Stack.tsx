import type { ReactNode } from 'react';
import clsx from 'clsx';
import type { ResponsiveValue, Space } from '../../css/sprinkles.css';
import type { BoxProps } from '../Box/Box';
import { Box } from '../Box/Box';
import * as styles from './Stack.css';

export interface StackProps extends Omit<BoxProps, 'gap' | 'display' | 'flexDirection'> {
  /** Space between children. */
  space: ResponsiveValue<Space>;
  align?: 'stretch' | 'start' | 'center' | 'end';
  as?: 'div' | 'ul' | 'ol' | 'section' | 'nav' | 'form' | 'fieldset';
  children?: ReactNode;
}

/** Children one above the other, evenly spaced. */
export const Stack = ({ space, align, className, ...props }: StackProps) => (
  <Box {...props} gap={space} className={clsx(styles.stack({ align }), className)} />
);
Stack.displayName = 'Stack';
