import type { Meta, StoryObj } from '@storybook/react-vite';
import { Grid } from '../Grid/Grid';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { Skeleton } from './Skeleton';

const meta = { title: 'Controls/Skeleton', component: Skeleton } satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Rect: Story = { args: { width: 240, height: 120 } };

export const Text: Story = { args: { shape: 'text', lines: 3, width: 320 } };

export const Circle: Story = { args: { shape: 'circle', width: 48 } };

/** What a game list shows while it loads. */
export const GameGrid: Story = {
  render: () => (
    // the loading is announced once, for the whole grid; the placeholders themselves are hidden
    <div role="status" aria-busy="true">
      <VisuallyHidden>Loading games</VisuallyHidden>
      <Grid columns={[2, 3, 6]} gap="small">
        {Array.from({ length: 6 }, (_, index) => (
          <Stack key={index} space="xsmall">
            <Skeleton height={140} />
            <Skeleton shape="text" width="70%" />
          </Stack>
        ))}
      </Grid>
    </div>
  ),
};

/** What a record row shows while it loads. */
export const RecordRow: Story = {
  render: () => (
    <Inline space="small" alignY="center" wrap={false}>
      <Skeleton shape="circle" width={40} />
      <div style={{ flex: 1 }}>
        <Skeleton shape="text" lines={2} />
      </div>
      <Skeleton width={72} height={28} />
    </Inline>
  ),
};

export const Light: Story = { ...GameGrid, globals: { colorMode: 'light' } };
