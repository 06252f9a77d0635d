import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { Link } from './Link';

const meta = {
  title: 'Foundations/Link',
  component: Link,
  args: { href: '/promotions', children: 'See all promotions' },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tones: Story = {
  render: (args) => (
    <Stack space="small">
      <Text>
        Read the <Link {...args}>terms and conditions</Link> before you claim.
      </Text>
      <Link {...args} tone="muted" underline="hover">
        Muted, underline on hover
      </Link>
      <Link {...args} tone="neutral" weight="strong">
        Neutral, strong
      </Link>
    </Stack>
  ),
};

export const RightToLeft: Story = {
  args: { children: 'مركز المساعدة' },
  globals: { dir: 'rtl' },
};
