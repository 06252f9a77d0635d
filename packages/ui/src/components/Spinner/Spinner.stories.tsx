import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inline } from '../Inline/Inline';
import { Spinner } from './Spinner';

const meta = { title: 'Controls/Spinner', component: Spinner } satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SizesAndTones: Story = {
  render: () => (
    <Inline space="large">
      <Spinner size="small" label="Loading games" />
      <Spinner tone="accent" label="Loading promotions" />
      <Spinner size="large" tone="gold" label="Loading jackpot" />
    </Inline>
  ),
};
