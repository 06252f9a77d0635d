import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Flag } from '../Flag/Flag';
import { merchantCountries } from './RegionModal.fixtures';
import type { RegionChoice, RegionModalProps } from './RegionModal';
import { RegionModal } from './RegionModal';

const meta = {
  title: 'Pages/RegionModal',
  component: RegionModal,
  parameters: { layout: 'centered' },
  args: { countries: merchantCountries, onSubmit: fn(), defaultOpen: true },
} satisfies Meta<typeof RegionModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** As the header does it: the region flag opens the modal with the stored choice ticked. */
const FromHeader = (props: RegionModalProps) => {
  const [open, setOpen] = useState(false);
  const [stored, setStored] = useState<RegionChoice>({ country: 'BR', language: 'PT' });
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Flag code={stored.country} decorative /> {stored.country} · {stored.language}
      </Button>
      <RegionModal
        {...props}
        defaultOpen={undefined}
        open={open}
        onOpenChange={setOpen}
        value={stored}
        onSubmit={(choice) => {
          props.onSubmit(choice);
          setStored(choice);
          setOpen(false);
        }}
      />
    </>
  );
};

export const Default: Story = {
  render: (args) => <FromHeader {...args} />,
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /BR · PT/ });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Choose your region' });
    await expect(within(dialog).getByRole('checkbox', { name: 'Português' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Español' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ country: 'MX', language: 'ES' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** First visit, location unknown: nothing ticked, confirm waits for a language, no way out. */
export const FirstVisit: Story = {
  args: { dismissible: false },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Choose your region' });
    const submit = within(dialog).getByRole('button', { name: 'Confirm' });
    await expect(submit).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'বাংলা' }));
    await expect(submit).toBeEnabled();
  },
};

export const Preselected: Story = { args: { value: { country: 'BD', language: 'BN' } } };

export const ManyLanguages: Story = {
  args: {
    value: { country: 'BR', language: 'PT' },
    countries: [
      {
        ...merchantCountries[0]!,
        languages: [
          { code: 'EN', nativeName: 'English' },
          { code: 'PT', nativeName: 'Português' },
          { code: 'ES', nativeName: 'Español' },
          { code: 'FR', nativeName: 'Français' },
          { code: 'JA', nativeName: '日本語' },
          { code: 'TH', nativeName: 'ไทย' },
          { code: 'AR', nativeName: 'العربية' },
        ],
      },
      ...merchantCountries.slice(1),
      {
        code: 'ZZ',
        name: 'República Democrática de Long Country Name',
        currency: 'XXX',
        languages: [{ code: 'EN', nativeName: 'English' }],
      },
    ],
  },
};

export const RightToLeft: Story = {
  args: { value: { country: 'MX', language: 'ES' } },
  globals: { dir: 'rtl' },
};
