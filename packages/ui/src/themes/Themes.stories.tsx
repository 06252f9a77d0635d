import { CroupierProvider } from '../provider/CroupierProvider';
import { emerald } from './examples/emerald';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../components/Box/Box';
import { Heading } from '../components/Heading/Heading';
import { Inline } from '../components/Inline/Inline';
import { Stack } from '../components/Stack/Stack';
import { Text } from '../components/Text/Text';
import { vars } from './vars.css';

const swatches: Array<[string, string, string]> = [
  ['background', vars.color.background, vars.color.text],
  ['surface', vars.color.surface, vars.color.text],
  ['surfaceRaised', vars.color.surfaceRaised, vars.color.text],
  ['surfaceSunken', vars.color.surfaceSunken, vars.color.text],
  ['accent', vars.color.accent, vars.color.onAccent],
  ['gold', vars.color.gold, vars.color.onGold],
  ['critical', vars.color.critical, vars.color.onCritical],
];

const Palette = () => (
  <Stack space="large">
    <Heading level="2">Colour roles</Heading>
    <Inline space="small">
      {swatches.map(([name, background, color]) => (
        <div
          key={name}
          style={{
            background,
            color,
            width: 132,
            height: 88,
            padding: 12,
            borderRadius: vars.radius.medium,
            border: `1px solid ${vars.color.border}`,
            fontSize: 13,
            fontWeight: 600,
          }}
        >
          {name}
        </div>
      ))}
    </Inline>
    <Box background="surface" padding="large" borderRadius="large" border="standard">
      <Stack space="small">
        <Text>Body text on surface</Text>
        <Text tone="muted">Muted text for secondary information</Text>
        <Text tone="accent" weight="medium">Accent text</Text>
        <Text tone="gold" weight="strong" numeric>Jackpot R$ 20,458,112.50</Text>
        <Text tone="positive">You won R$ 1,250.00</Text>
        <Text tone="critical">Withdrawal failed</Text>
      </Stack>
    </Box>
  </Stack>
);

const meta = { title: 'Foundations/Colour', component: Palette } satisfies Meta<typeof Palette>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Brazil: Story = {};
export const Mexico: Story = { globals: { brand: 'mexico' } };
export const Bangladesh: Story = { globals: { brand: 'bangladesh' } };

/** A fourth brand from one tokens file (themes/examples/emerald.ts), injected at run time by the provider. */
export const ExampleFourthBrand: Story = {
  render: () => (
    <CroupierProvider brand={emerald}>
      <Palette />
    </CroupierProvider>
  ),
};
