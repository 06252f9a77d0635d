import '@fontsource-variable/inter/wght.css';
import '@fontsource/noto-sans-bengali/400.css';
import '@fontsource/noto-sans-bengali/700.css';
import type { Decorator, Preview } from '@storybook/react-vite';
import { CroupierProvider } from '../../../packages/ui/src';
import type { BrandName } from '../../../packages/ui/src';
import type { ColorMode } from '../../../packages/ui/src/color-mode';

type Globals = { brand?: BrandName; colorMode?: ColorMode; dir?: 'ltr' | 'rtl' };

/** Brand, colour mode and direction from the toolbar (or a story's `globals`), applied as the site applies them. */
const withTheme: Decorator = (Story, context) => {
  const { brand = 'brazil', colorMode = 'dark', dir = 'ltr' } = context.globals as Globals;
  // Colour mode is a class on <html>, exactly as the site's head script sets it; set before render so
  // the first paint (and the axe run) sees the right colours.
  const root = document.documentElement;
  root.classList.remove('dark', 'light');
  root.classList.add(colorMode);
  root.style.colorScheme = colorMode;
  root.setAttribute('data-cr-brand', brand);
  root.dir = dir;
  return (
    <CroupierProvider brand={brand} dir={dir}>
      <Story />
    </CroupierProvider>
  );
};

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    brand: {
      description: 'Merchant brand',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: [
          { value: 'brazil', title: 'Brazil' },
          { value: 'mexico', title: 'Mexico' },
          { value: 'bangladesh', title: 'Bangladesh' },
        ],
        dynamicTitle: true,
      },
    },
    colorMode: {
      description: 'Colour mode',
      toolbar: {
        title: 'Mode',
        icon: 'mirror',
        items: [
          { value: 'dark', title: 'Dark', icon: 'moon' },
          { value: 'light', title: 'Light', icon: 'sun' },
        ],
        dynamicTitle: true,
      },
    },
    dir: {
      description: 'Text direction',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: 'brazil', colorMode: 'dark', dir: 'ltr' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // axe violations fail the story test, in both colour modes (see vitest.config.ts)
    a11y: { test: 'error' },
    options: { storySort: { order: ['Introduction', 'Foundations', 'Controls', 'Journey'] } },
  },
  tags: ['autodocs'],
};

export default preview;
