import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Inline } from './Inline';

const meta = {
  title: 'Foundations/Inline',
  component: Inline,
  args: {
    space: 'small',
    children: ['Live', 'Slots', 'Fishing', 'Sports', 'E-sports', 'Lottery', 'Cockfight', 'Crash'].map((label) => (
      <Button key={label} variant="secondary" size="small">
        {label}
      </Button>
    )),
  },
} satisfies Meta<typeof Inline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Centred: Story = { args: { align: 'center' } };
export const Between: Story = { args: { align: 'between', wrap: false, children: [<Button key="a">Start</Button>, <Button key="b">End</Button>] } };
export const Wrapping: Story = {
  render: (args) => (
    <div style={{ maxWidth: 280 }}>
      <Inline {...args} />
    </div>
  ),
};
/** A filter row on a phone: one line that scrolls sideways instead of wrapping. */
export const Scrolling: Story = {
  args: { wrap: 'scroll' },
  render: (args) => (
    <div style={{ maxWidth: 280 }}>
      <Inline {...args} />
    </div>
  ),
};
export const RightToLeft: Story = { globals: { dir: 'rtl' } };
