import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BannerSlider } from './BannerSlider';
import { captionedBanners, demoBanners, longestHeadlines } from './BannerSlider.fixtures';

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

/**
 * Headline and call to action set as text over text-free art (as the home shows server banners): the call
 * to action is the link, named by its label and described by the headline.
 */
export const Captioned: Story = {
  args: { banners: captionedBanners },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pause slideshow' }));
    const cta = canvas.getByRole('link', { name: 'See the offer' });
    await expect(cta).toHaveAttribute('href', '/promotions/welcome-bonus');
    await expect(cta).toHaveAccessibleDescription(captionedBanners[0]!.headline!);
    // the art is decoration once the headline is text
    for (const image of canvasElement.querySelectorAll('img')) await expect(image).toHaveAttribute('alt', '');
    // a banner that opens something without a page (a game) calls onSelect from its call to action
    await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 3' }));
    const play = canvas.getByRole('button', { name: 'Play now' });
    await waitFor(() => expect(play).toBeVisible());
    await userEvent.click(play);
    await expect(args.onSelect).toHaveBeenCalledWith(captionedBanners[2]);
    // a banner that opens nothing shows its headline and no call to action
    await expect(canvas.getByText(captionedBanners[3]!.headline!)).toBeInTheDocument();
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
  },
};

const fitWidths = [320, 390, 560, 760, 1100];

/**
 * The longest headline of each language at a phone's, a side column's and a wide width: the text sizes
 * itself to the banner and wraps, and always ends inside it (nothing is cut or overflows).
 */
export const HeadlinesFit: Story = {
  args: { banners: [] },
  decorators: [],
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {Object.entries(longestHeadlines).flatMap(([language, headline]) =>
        fitWidths.map((width) => (
          <div key={`${language}-${width}`} style={{ width }} lang={language}>
            <BannerSlider
              {...args}
              banners={[{ ...captionedBanners[0]!, id: `${language}-${width}`, headline }]}
              messages={{ label: `${language} ${width}` }}
            />
          </div>
        )),
      )}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await document.fonts.ready;
    const slides = canvasElement.querySelectorAll<HTMLElement>('[data-captioned]');
    await expect(slides).toHaveLength(Object.keys(longestHeadlines).length * fitWidths.length);
    for (const slide of slides) {
      const box = slide.getBoundingClientRect();
      const headline = slide.querySelector('p')!;
      const cta = within(slide).getByRole('link');
      for (const part of [headline, cta]) {
        const rect = part.getBoundingClientRect();
        await expect(rect.bottom).toBeLessThanOrEqual(box.bottom + 0.5);
        await expect(rect.top).toBeGreaterThanOrEqual(box.top - 0.5);
        await expect(rect.right).toBeLessThanOrEqual(box.right + 0.5);
      }
      await expect(headline.scrollWidth).toBeLessThanOrEqual(headline.clientWidth);
    }
  },
};
