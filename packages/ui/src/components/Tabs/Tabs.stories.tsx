import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Text } from '../Text/Text';
import { Tabs } from './Tabs';

const meta = {
  title: 'Controls/Tabs',
  component: Tabs.Root,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tabs.Root>;
export default meta;
type Story = StoryObj<typeof meta>;

const Member = ({ variant }: { variant?: 'line' | 'pill' }) => (
  <Tabs.Root defaultValue="rewardCenter" variant={variant}>
    <Tabs.List aria-label="Member center">
      <Tabs.Trigger value="rewardCenter" badge={3}>
        Reward center
      </Tabs.Trigger>
      <Tabs.Trigger value="missionLeaderboard" badge={0}>
        Missions
      </Tabs.Trigger>
      <Tabs.Trigger value="messageV2" badge={128}>
        Messages
      </Tabs.Trigger>
      <Tabs.Trigger value="bonusDetails">Bonus details</Tabs.Trigger>
    </Tabs.List>
    <Tabs.Content value="rewardCenter">
      <Text tone="muted">Three rewards are waiting to be claimed.</Text>
    </Tabs.Content>
    <Tabs.Content value="missionLeaderboard">
      <Text tone="muted">No missions running.</Text>
    </Tabs.Content>
    <Tabs.Content value="messageV2">
      <Text tone="muted">Platform information.</Text>
    </Tabs.Content>
    <Tabs.Content value="bonusDetails">
      <Text tone="muted">Bonus history.</Text>
    </Tabs.Content>
  </Tabs.Root>
);

export const Default: Story = {
  render: () => <Member />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Reward center 3 unread' })).toHaveAttribute('aria-selected', 'true');
    // 0 hides the badge; above 99 reads "99+"
    await expect(canvas.getByRole('tab', { name: 'Missions' })).toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: 'Messages 99+ unread' })).toBeInTheDocument();
  },
};

export const Keyboard: Story = {
  render: () => <Member />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: /^Reward center/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Missions' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('No missions running.');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Bonus details' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: /^Reward center/ })).toHaveFocus();
    // Tab leaves the list for the panel
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

export const Pill: Story = { render: () => <Member variant="pill" /> };

const many = ['Home', 'Live casino', 'Slots', 'Fishing', 'Crash games', 'Sports', 'E-sports', 'Lottery', 'Cockfight'];

/** On a phone the triggers scroll sideways instead of wrapping. */
export const ScrollableOnMobile: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 320, border: '1px dashed rgba(128,128,128,.4)' }}>
        <Story />
      </div>
    ),
  ],
  render: () => (
    <Tabs.Root defaultValue="Home">
      <Tabs.List aria-label="Game categories">
        {many.map((name) => (
          <Tabs.Trigger key={name} value={name}>
            {name}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {many.map((name) => (
        <Tabs.Content key={name} value={name}>
          <Text tone="muted">{name} games</Text>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('tablist');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await userEvent.click(within(list).getByRole('tab', { name: 'Home' }));
    await userEvent.keyboard('{End}');
    const last = within(list).getByRole('tab', { name: 'Cockfight' });
    await expect(last).toHaveFocus();
    await expect(list.scrollLeft).toBeGreaterThan(0);
  },
};

export const Disabled: Story = {
  render: () => (
    <Tabs.Root defaultValue="register">
      <Tabs.List aria-label="Register with">
        <Tabs.Trigger value="register">Username</Tabs.Trigger>
        <Tabs.Trigger value="registerMobile" disabled>
          Mobile number
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="register">
        <Text tone="muted">Register with a username and password.</Text>
      </Tabs.Content>
    </Tabs.Root>
  ),
};

export const FullWidth: Story = {
  render: () => (
    <Tabs.Root defaultValue="register" variant="pill" fullWidth>
      <Tabs.List aria-label="Register with">
        <Tabs.Trigger value="register">Username</Tabs.Trigger>
        <Tabs.Trigger value="registerMobile">Mobile number</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="register">
        <Text tone="muted">Register with a username and password.</Text>
      </Tabs.Content>
      <Tabs.Content value="registerMobile">
        <Text tone="muted">We send a code by SMS.</Text>
      </Tabs.Content>
    </Tabs.Root>
  ),
};

export const LongText: Story = {
  render: () => (
    <Tabs.Root defaultValue="a">
      <Tabs.List aria-label="Records">
        <Tabs.Trigger value="a">Personal profit and loss across all vendors</Tabs.Trigger>
        <Tabs.Trigger value="b" badge={12}>
          Agent daily wages and real-time salary
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="a">
        <Text tone="muted">Long labels stay on one line and the list scrolls.</Text>
      </Tabs.Content>
      <Tabs.Content value="b">
        <Text tone="muted">Salary.</Text>
      </Tabs.Content>
    </Tabs.Root>
  ),
};

export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  render: () => (
    <Tabs.Root defaultValue="a">
      <Tabs.List aria-label="مركز الأعضاء">
        <Tabs.Trigger value="a" badge={3} badgeMessages={{ unread: '{count} غير مقروءة' }}>
          مركز المكافآت
        </Tabs.Trigger>
        <Tabs.Trigger value="b">المهام</Tabs.Trigger>
        <Tabs.Trigger value="c">الرسائل</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="a">
        <Text tone="muted">ثلاث مكافآت بانتظارك.</Text>
      </Tabs.Content>
      <Tabs.Content value="b">
        <Text tone="muted">لا توجد مهام.</Text>
      </Tabs.Content>
      <Tabs.Content value="c">
        <Text tone="muted">الرسائل.</Text>
      </Tabs.Content>
    </Tabs.Root>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    // in RTL the left arrow moves forward
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'المهام' })).toHaveFocus();
  },
};

export const Light: Story = { render: () => <Member variant="pill" />, globals: { colorMode: 'light' } };
