import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DemoLogo, footerProps } from '../../test/fixtures';
import { vendors as demoVendors } from '../GameTile/GameTile.fixtures';
import { Footer } from './Footer';

const meta = {
  title: 'Journey/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: { ...footerProps, logo: <DemoLogo /> },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Products' })).toBeInTheDocument();
    await expect(canvas.getByRole('navigation', { name: 'Help centre' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Customer service' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Telegram' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(canvas.getByRole('list', { name: 'Game providers' })).toHaveTextContent('PG');
  },
};

/** The providers as their logos, each a link to its games (the site's footer). */
export const VendorLogos: Story = {
  args: {
    vendors: demoVendors
      .slice(0, 8)
      .map((v) => ({ id: v.code, name: v.name, logoUrl: v.logoUrl, href: `/rng?vassalage=${v.code}` })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'PG Soft' })).toHaveAttribute('href', '/rng?vassalage=PG');
  },
};

export const Minimal: Story = {
  args: {
    social: [],
    vendors: [],
    licenseText: undefined,
    copyright: undefined,
    tagline: undefined,
  },
};

export const Portuguese: Story = {
  args: {
    messages: {
      products: 'Produtos',
      helpCentre: 'Central de ajuda',
      contactUs: 'Fale conosco',
      social: 'Siga-nos',
      vendors: 'Provedores de jogos',
      label: 'Rodapé',
    },
    legal:
      'Apenas maiores de 18 anos podem abrir uma conta. Jogos de azar podem causar dependência: jogue com responsabilidade.',
  },
};

export const RightToLeft: Story = { globals: { dir: 'rtl' } };
