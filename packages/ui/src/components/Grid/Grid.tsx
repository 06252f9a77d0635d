import type { CSSProperties, ReactNode } from 'react';
import clsx from 'clsx';
import type { ResponsiveValue, Space } from '../../css/sprinkles.css';
import type { BoxProps } from '../Box/Box';
import { Box } from '../Box/Box';
import type { ColumnCount } from './Grid.css';
import * as styles from './Grid.css';

export type GridColumns = ResponsiveValue<ColumnCount>;

export interface GridProps extends Omit<BoxProps, 'gap' | 'display'> {
  /**
   * Equal columns, per breakpoint: `3`, `[2, 3, 4, 6]` (mobile, tablet, desktop, wide) or
   * `{ mobile: 2, desktop: 6 }`. Default 1. Ignored when `minItemWidth` is set.
   */
  columns?: GridColumns;
  /** As many columns as fit, each at least this wide (CSS length), e.g. game tiles at `'9rem'`. */
  minItemWidth?: string;
  /** Space between cells, per breakpoint. Default `medium`. */
  gap?: ResponsiveValue<Space>;
  as?: 'div' | 'ul' | 'ol' | 'section';
  children?: ReactNode;
}

/** Children in equal columns that change with the screen size: game tiles, promotion cards, stats. */
export const Grid = ({ columns = 1, minItemWidth, gap = 'medium', className, style, ...props }: GridProps) => {
  const layout = minItemWidth ? styles.autoFill : styles.gridSprinkles({ gridTemplateColumns: columns });
  const custom = minItemWidth ? ({ '--cr-grid-min': minItemWidth } as CSSProperties) : undefined;
  return <Box {...props} gap={gap} style={{ ...custom, ...style }} className={clsx(styles.grid, layout, className)} />;
};
Grid.displayName = 'Grid';
