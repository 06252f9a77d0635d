import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BannerSlider } from './BannerSlider';
import { demoBanners } from './BannerSlider.fixtures';

const meta = {
  title: 'Lobby/BannerSlider',
  component: BannerSlider,
  args: { banners: demoBanners, onSelect: fn() },
  decorators: [
    (Story) => (
      // inside a grid, as on the home page: Swiper must not grow past its column
      <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', maxWidth: 1100 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BannerSlider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const carousel = canvas.getByRole('region', { name: 'Featured promotions' });
    await expect(carousel.getBoundingClientRect().width).toBeLessThanOrEqual(1100);
    const first = canvas.getByAltText(demoBanners[0]!.alt!);
    await expect(first).toHaveAttribute('loading', 'eager');
    // pause (WCAG 2.2.2), then play again
    await userEvent.click(canvas.getByRole('button', { name: 'Pause slideshow' }));
    await expect(canvas.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Play slideshow' }));
    // the dots go to a slide; a slide with a linkageType but no href opens through onSelect
    await userEvent.click(canvas.getByRole('button', { name: 'Pause slideshow' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 3' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: demoBanners[2]!.alt! })).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: demoBanners[2]!.alt! }));
    await expect(args.onSelect).toHaveBeenCalledWith(demoBanners[2]);
  },
};

/** Held still on the first slide, as a visual baseline: pauses autoplay unless reduced motion already did. */
export const Paused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pause = canvas.queryByRole('button', { name: 'Pause slideshow' });
    if (pause) await userEvent.click(pause);
    await expect(canvas.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
  },
};

export const SingleBanner: Story = {
  args: { banners: demoBanners.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /slideshow/ })).not.toBeInTheDocument();
  },
};

export const Loading: Story = { args: { loading: true } };

/** No banners: the slider renders nothing, so the page closes up. */
export const Empty: Story = { args: { banners: [] } };

export const Translated: Story = {
  args: {
    messages: {
      label: 'Promoções em destaque',
      pause: 'Pausar apresentação',
      play: 'Reproduzir apresentação',
      slide: 'Slide {index} de {total}',
      goToSlide: 'Ir para o slide {index}',
    },
  },
};

export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  args: { messages: { label: 'العروض المميزة', pause: 'إيقاف العرض', play: 'تشغيل العرض', slide: 'الشريحة {index} من {total}', goToSlide: 'انتقل إلى الشريحة {index}' } },
};

export const Mobile: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
};

export const Dark: Story = { globals: { colorMode: 'dark' } };
export const Light: Story = { globals: { colorMode: 'light' } };
