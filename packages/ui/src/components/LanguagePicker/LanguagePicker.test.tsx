import '../Select/jsdomPolyfills';
import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../../test/render';
import type { LanguagePickerLanguage, LanguagePickerProps } from './LanguagePicker';
import { LanguagePicker } from './LanguagePicker';

const languages: LanguagePickerLanguage[] = [
  { code: 'en', nativeName: 'English', englishName: 'English' },
  { code: 'pt-BR', nativeName: 'Português', englishName: 'Portuguese' },
  { code: 'es-MX', nativeName: 'Español', englishName: 'Spanish' },
  { code: 'bn', nativeName: 'বাংলা', englishName: 'Bengali' },
  { code: 'ar', nativeName: 'العربية', englishName: 'Arabic', dir: 'rtl' },
];

const Picker = ({ onChange, ...props }: Partial<LanguagePickerProps>) => {
  const [value, setValue] = useState('en');
  return (
    <LanguagePicker
      languages={languages}
      value={value}
      onChange={(code) => {
        setValue(code);
        onChange?.(code);
      }}
      {...props}
    />
  );
};

describe('LanguagePicker', () => {
  it('is named "Language" by default, with the label hidden', () => {
    renderWithProvider(<Picker />);
    const combobox = screen.getByRole('combobox', { name: 'Language' });
    expect(combobox).toHaveTextContent('English');
  });

  it('takes a translated label', () => {
    renderWithProvider(<Picker messages={{ label: 'Idioma' }} />);
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toBeInTheDocument();
  });

  it('lists languages by their native names, marked with their language', async () => {
    const { user } = renderWithProvider(<Picker />);
    await user.click(screen.getByRole('combobox', { name: 'Language' }));
    expect(await screen.findByRole('option', { name: 'বাংলা Bengali' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'English' })).toBeInTheDocument();
    expect(screen.getByText('বাংলা')).toHaveAttribute('lang', 'bn');
    expect(screen.getByText('العربية')).toHaveAttribute('dir', 'rtl');
  });

  it('calls onChange with the chosen code', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProvider(<Picker onChange={onChange} />);
    await user.click(screen.getByRole('combobox', { name: 'Language' }));
    await user.click(await screen.findByRole('option', { name: 'Português Portuguese' }));
    expect(onChange).toHaveBeenCalledWith('pt-BR');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Language' })).toHaveTextContent('Português'));
  });
});
