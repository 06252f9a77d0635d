import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BannerSlider } from '../BannerSlider/BannerSlider';
import { captionedBanners } from '../BannerSlider/BannerSlider.fixtures';
import { Box } from '../Box/Box';
import { Button } from '../Button/Button';
import { Heading } from '../Heading/Heading';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { LobbyHero } from './LobbyHero';

const welcome = (
  <Box background="surfaceRaised" borderRadius="large" padding="large" boxShadow="medium">
    <Stack space="medium" align="start">
      <Heading level="1">Your table is ready</Heading>
      <Text tone="muted" size="large">
        Live casino, slots, sports and lottery in one place. Create an account in a minute and play responsibly.
      </Text>
      <Inline space="small">
        <Button variant="gold">Create account</Button>
        <Button variant="secondary">Log in</Button>
      </Inline>
    </Stack>
  </Box>
);

const meta = {
  title: 'Lobby/LobbyHero',
  component: LobbyHero,
  args: { welcome, feature: <BannerSlider banners={captionedBanners} /> },
} satisfies Meta<typeof LobbyHero>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A laptop: the greeting and the banners side by side, the banner a third of its width high. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1 });
    const banners = canvas.getByRole('region', { name: 'Featured promotions' });
    if (window.innerWidth >= 1024) {
      // side by side: the banner starts where the greeting does, to its right
      await expect(banners.getBoundingClientRect().left).toBeGreaterThan(heading.getBoundingClientRect().right);
    } else {
      await expect(banners.getBoundingClientRect().top).toBeGreaterThan(heading.getBoundingClientRect().bottom);
    }
  },
};

/** A phone: the greeting above the banners. */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 390 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1 });
    const banners = canvas.getByRole('region', { name: 'Featured promotions' });
    await expect(banners.getBoundingClientRect().top).toBeGreaterThan(heading.getBoundingClientRect().bottom);
  },
};

/** While the banners load: a placeholder of the banner's size holds their room. */
export const Loading: Story = { args: { feature: <BannerSlider banners={[]} loading /> } };

export const Light: Story = { globals: { colorMode: 'light' } };
