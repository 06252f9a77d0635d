import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Heading } from '../Heading/Heading';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { agentSections, fixedNow } from './AgentShell.fixtures';
import { AgentShell } from './AgentShell';

// a clock that stands still, so screenshots and story tests are stable
const stillTimer = { setInterval: () => 0, clearInterval: () => undefined };

const Logo = () => (
  <Text weight="strong" size="large">
    Croupier{' '}
    <Text as="span" tone="accent" weight="strong">
      Agent
    </Text>
  </Text>
);

const Page = ({ title }: { title: string }) => (
  <Stack space="medium">
    <Heading level="2">{title}</Heading>
    <Text tone="muted">Team members, deposits and bets for the selected period appear here.</Text>
    <div
      style={{ height: 320, borderRadius: 16, border: '1px dashed currentColor', opacity: 0.25 }}
    />
  </Stack>
);

const meta = {
  title: 'Pages/AgentShell',
  component: AgentShell,
  parameters: { layout: 'fullscreen' },
  args: {
    sections: agentSections(),
    nickname: 'Carlos Mendes',
    onLogout: fn(),
    logo: <Logo />,
    timeZone: 'America/Sao_Paulo',
    now: fixedNow,
    timer: stillTimer,
    children: <Page title="Team overview" />,
  },
} satisfies Meta<typeof AgentShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Agent center' });
    await expect(within(nav).getByRole('link', { name: 'Team overview' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByText('07:04:05')).toBeVisible();
    await expect(canvas.getByText('GMT-03:00')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const Dhaka: Story = {
  name: 'Clock in Dhaka (GMT+06:00)',
  args: {
    timeZone: 'Asia/Dhaka',
    sections: agentSections('agentRealtimeSalary'),
    children: <Page title="Real-time salary" />,
  },
};

export const LongNickname: Story = {
  args: { nickname: 'Maria Fernanda de Albuquerque Cavalcanti (Recife Norte)' },
};

/** Below 1024px the sidebar folds into a drawer behind the menu button. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

export const MobileMenuOpen: Story = {
  args: {
    menuOpen: true,
    sections: agentSections('agentRevenueReport'),
    children: <Page title="My income" />,
  },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Agent center' });
    await expect(drawer).toHaveAccessibleDescription('Signed in as Carlos Mendes');
    await expect(within(drawer).getByRole('link', { name: 'My income' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(drawer).getByRole('button', { name: 'Customer service' })).toBeVisible();
  },
};

export const RightToLeft: Story = { globals: { dir: 'rtl' } };
