import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { Flag } from './Flag';

const meta = { title: 'Controls/Flag', component: Flag, args: { code: 'BR' } } satisfies Meta<typeof Flag>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Brazil: Story = { args: { size: 'xlarge' } };

export const Merchants: Story = {
  render: () => (
    <Inline space="large">
      {['BR', 'MX', 'BD', 'PT'].map((code) => (
        <Stack key={code} space="xsmall" align="center">
          <Flag code={code} size="xlarge" decorative />
          <Text size="small">{code}</Text>
        </Stack>
      ))}
    </Inline>
  ),
};

export const Sizes: Story = {
  render: () => (
    <Stack space="small">
      {(['small', 'medium', 'large', 'xlarge'] as const).map((size) => (
        <Inline key={size} space="small" alignY="center">
          <Flag code="BR" size={size} />
          <Flag code="MX" size={size} />
          <Flag code="BD" size={size} />
          <Flag code="XX" size={size} />
        </Inline>
      ))}
    </Stack>
  ),
};

/** The header's region switch, as the site renders it: the flag is decoration, the button has the name. */
export const RegionSwitch: Story = {
  render: () => (
    <Button variant="ghost" size="small" aria-label="BR, Brazil: change region">
      <Flag code="BR" decorative />
      <Text size="xsmall" weight="strong" tone="muted">
        BR
      </Text>
    </Button>
  ),
};

export const Light: Story = { ...Sizes, globals: { colorMode: 'light' } };
