import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight, Gift, Trophy, Wallet } from 'lucide-react';
import { Inline } from '../Inline/Inline';
import { Icon } from './Icon';

const meta = { title: 'Foundations/Icon', component: Icon, args: { icon: Trophy } } satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SizesAndTones: Story = {
  render: () => (
    <Inline space="medium">
      <Icon icon={Wallet} size="xsmall" />
      <Icon icon={Wallet} size="small" tone="muted" />
      <Icon icon={Gift} size="standard" tone="accent" />
      <Icon icon={Trophy} size="large" tone="gold" />
      <Icon icon={Trophy} size="xlarge" tone="gold" label="Jackpot" />
    </Inline>
  ),
};

export const MirroredInRtl: Story = { globals: { dir: 'rtl' }, args: { icon: ArrowRight, mirrorInRtl: true } };
