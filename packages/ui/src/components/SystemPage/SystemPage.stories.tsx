import type { Meta, StoryObj } from '@storybook/react-vite';
import { Camera, MessageCircle, Send, ThumbsUp } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from '../IconButton/IconButton';
import { Text } from '../Text/Text';
import { SystemPage } from './SystemPage';

const Social = () => (
  <>
    <IconButton icon={ThumbsUp} label="Facebook" variant="secondary" round />
    <IconButton icon={Camera} label="Instagram" variant="secondary" round />
    <IconButton icon={MessageCircle} label="WhatsApp" variant="secondary" round />
    <IconButton icon={Send} label="Telegram" variant="secondary" round />
  </>
);

const Logo = () => (
  <Text weight="strong" size="large">
    Croupier
  </Text>
);

const meta = {
  title: 'Pages/SystemPage',
  component: SystemPage,
  parameters: { layout: 'fullscreen' },
  args: { variant: 'maintenance', onContactSupport: fn(), logo: <Logo /> },
} satisfies Meta<typeof SystemPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Maintenance: Story = {
  args: { social: <Social /> },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Under maintenance' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Customer service' }));
    await expect(args.onContactSupport).toHaveBeenCalledTimes(1);
  },
};

export const RegionBlocked: Story = {
  args: { variant: 'regionBlocked', ip: '203.0.113.42' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('203.0.113.42')).toBeVisible();
  },
};

export const RegionBlockedIpv6: Story = {
  name: 'Region blocked (IPv6)',
  args: { variant: 'regionBlocked', ip: '2001:db8:85a3::8a2e:370:7334' },
};

export const DomainCheckFailed: Story = { args: { variant: 'domainCheckFailed' } };

export const WithoutSupport: Story = {
  args: { variant: 'domainCheckFailed', onContactSupport: undefined, logo: undefined },
};

export const Translated: Story = {
  name: 'Translated (long text)',
  args: {
    variant: 'maintenance',
    social: <Social />,
    messages: {
      maintenanceTitle: 'Estamos em manutenção programada para melhorar sua experiência',
      maintenanceText:
        'Estamos atualizando a plataforma para atendê-lo melhor. Volte em breve ou entre em contato com o atendimento ao cliente, disponível 24 horas por dia.',
      contactSupport: 'Atendimento ao cliente',
    },
  },
};

export const RightToLeft: Story = {
  args: { variant: 'regionBlocked', ip: '203.0.113.42' },
  globals: { dir: 'rtl' },
};
