import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inline } from '../Inline/Inline';
import { vendors } from '../GameTile/GameTile.fixtures';
import { VendorLogo } from './VendorLogo';

const meta = {
  title: 'Lobby/VendorLogo',
  component: VendorLogo,
  args: { name: vendors[0]!.name, src: vendors[0]!.logoUrl },
} satisfies Meta<typeof VendorLogo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {};

export const Small: Story = { args: { size: 'small' } };

export const Row: Story = {
  render: (args) => (
    <Inline space="small">
      {vendors.map((v) => (
        <VendorLogo key={v.code} {...args} name={v.name} src={v.logoUrl} />
      ))}
    </Inline>
  ),
};
