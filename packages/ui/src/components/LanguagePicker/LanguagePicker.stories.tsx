import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { restingOpen } from '../DropdownMenu/restingOpen';
import type { LanguagePickerLanguage, LanguagePickerProps } from './LanguagePicker';
import { LanguagePicker } from './LanguagePicker';

const languages: LanguagePickerLanguage[] = [
  { code: 'en', nativeName: 'English', englishName: 'English' },
  { code: 'pt-BR', nativeName: 'Português (Brasil)', englishName: 'Portuguese (Brazil)' },
  { code: 'es-MX', nativeName: 'Español (México)', englishName: 'Spanish (Mexico)' },
  { code: 'bn', nativeName: 'বাংলা', englishName: 'Bengali' },
  { code: 'hi', nativeName: 'हिन्दी', englishName: 'Hindi' },
  { code: 'ar', nativeName: 'العربية', englishName: 'Arabic', dir: 'rtl' },
];

/** Holds the value, as the site does with its i18n language. */
const Picker = ({ value: initial, onChange, ...props }: LanguagePickerProps) => {
  const [value, setValue] = useState(initial);
  return (
    <LanguagePicker
      {...props}
      value={value}
      onChange={(code) => {
        setValue(code);
        onChange(code);
      }}
    />
  );
};

const meta = {
  title: 'Controls/LanguagePicker',
  component: LanguagePicker,
  args: { languages, value: 'en', onChange: fn() },
  render: (args) => <Picker {...args} />,
  decorators: [
    (Story) => (
      <div style={{ minHeight: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LanguagePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const combobox = within(canvasElement).getByRole('combobox', { name: 'Language' });
    await expect(combobox).toHaveTextContent('English');
    await userEvent.click(combobox);
    const listbox = await screen.findByRole('listbox', { name: 'Language' });
    // native name first, English name after: both are in the option's name
    const bengali = within(listbox).getByRole('option', { name: 'বাংলা Bengali' });
    await expect(bengali.querySelector('[lang="bn"]')).not.toBeNull();
    await userEvent.click(bengali);
    await expect(args.onChange).toHaveBeenCalledWith('bn');
    await waitFor(() => expect(combobox).toHaveFocus());
    await expect(combobox).toHaveTextContent('বাংলা');
  },
};

const openPicker =
  (name: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name }));
    const listbox = await screen.findByRole('listbox', { name });
    await waitFor(() => expect(listbox).toBeVisible());
  };

export const Open: Story = { parameters: restingOpen, play: openPicker('Language') };

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const combobox = within(canvasElement).getByRole('combobox', { name: 'Language' });
    combobox.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('option', { name: 'English' })).toHaveFocus());
    await userEvent.keyboard('es');
    await expect(screen.getByRole('option', { name: /^Español \(México\)/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('es-MX');
    await waitFor(() => expect(combobox).toHaveFocus());
  },
};

export const VisibleLabel: Story = { args: { hideLabel: false, size: 'large' } };

export const Translated: Story = { args: { value: 'pt-BR', messages: { label: 'Idioma' } } };

export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  args: { value: 'ar', label: 'اللغة' },
  parameters: restingOpen,
  play: openPicker('اللغة'),
};

export const Dark: Story = { globals: { colorMode: 'dark' }, parameters: restingOpen, play: openPicker('Language') };

export const Light: Story = { globals: { colorMode: 'light' }, parameters: restingOpen, play: openPicker('Language') };
