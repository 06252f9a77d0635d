import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inline } from '../Inline/Inline';
import { Avatar } from './Avatar';

// an inline picture, so the story needs no network
const picture = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7c3aed"/><stop offset="1" stop-color="#f59e0b"/></linearGradient></defs><rect width="64" height="64" fill="url(#g)"/><circle cx="32" cy="26" r="11" fill="#fde68a"/><path d="M12 60c3-13 12-19 20-19s17 6 20 19z" fill="#fde68a"/></svg>',
)}`;

const meta = { title: 'Controls/Avatar', component: Avatar, args: { name: 'lucky_ace' } } satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {};

export const WithPicture: Story = { args: { src: picture, name: 'Maria Silva' } };

/** A picture that fails to load falls back to the initials. */
export const BrokenPicture: Story = { args: { src: '/missing-avatar.png', name: 'Maria Silva', fallbackDelay: 0 } };

export const Sizes: Story = {
  render: (args) => (
    <Inline space="medium" alignY="center">
      <Avatar {...args} size="small" />
      <Avatar {...args} size="medium" />
      <Avatar {...args} size="large" />
      <Avatar {...args} size="large" shape="square" src={picture} />
    </Inline>
  ),
};

export const Scripts: Story = {
  render: () => (
    <Inline space="medium">
      <Avatar name="রাহুল দাস" />
      <Avatar name="سعيد الحظ" />
      <Avatar name="José Álvarez" />
      <Avatar name="🎰 slots_king" />
    </Inline>
  ),
};

export const Light: Story = { ...Sizes, globals: { colorMode: 'light', brand: 'mexico' } };
