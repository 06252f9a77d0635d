import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../Box/Box';
import { Text } from '../Text/Text';
import { Grid } from './Grid';

const meta = { title: 'Foundations/Grid', component: Grid } satisfies Meta<typeof Grid>;
export default meta;
type Story = StoryObj<typeof meta>;

const Cell = ({ index }: { index: number }) => (
  <Box background="surfaceRaised" border="standard" borderRadius="medium" padding="medium">
    <Text size="small" tone="muted">
      Game {index + 1}
    </Text>
  </Box>
);

const cells = (count: number) => Array.from({ length: count }, (_, index) => <Cell key={index} index={index} />);

/** 2 columns on phones, 3 on tablets, 6 on desktops: resize the canvas to see them change. */
export const Responsive: Story = { args: { columns: [2, 3, 6], gap: { mobile: 'small', desktop: 'medium' }, children: cells(12) } };

export const Fixed: Story = { args: { columns: 3, gap: 'large', children: cells(6) } };

/** As many columns as fit, each at least 9rem. */
export const MinItemWidth: Story = { args: { minItemWidth: '9rem', gap: 'small', children: cells(10) } };

export const RightToLeft: Story = { ...Responsive, globals: { dir: 'rtl' } };
