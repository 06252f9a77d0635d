import '../Select/jsdomPolyfills';
import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../../test/render';
import { merchantCountries } from './RegionModal.fixtures';
import type { RegionModalProps } from './RegionModal';
import { RegionModal } from './RegionModal';

const renderModal = (props: Partial<RegionModalProps> = {}) => {
  const onSubmit = vi.fn();
  const onOpenChange = vi.fn();
  const view = renderWithProvider(
    <RegionModal
      countries={merchantCountries}
      onSubmit={onSubmit}
      onOpenChange={onOpenChange}
      defaultOpen
      {...props}
    />,
  );
  return { ...view, onSubmit, onOpenChange };
};

const group = (name: RegExp) => screen.getByRole('group', { name });

describe('RegionModal', () => {
  it('lists each country as a group of its languages, with flag and currency', () => {
    renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Choose your region' });
    expect(within(dialog).getAllByRole('group')).toHaveLength(3);
    const brazil = group(/Brazil/);
    expect(brazil).toHaveAccessibleName('Brazil Currency BRL');
    expect(
      within(brazil)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('aria-checked')),
    ).toEqual(['false', 'false']);
    expect(within(brazil).getByRole('checkbox', { name: 'Português' })).toBeInTheDocument();
    expect(brazil.querySelector('[data-flag="BR"]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('submit stays disabled until a language is chosen', async () => {
    const { user, onSubmit } = renderModal();
    const submit = screen.getByRole('button', { name: 'Confirm' });
    expect(submit).toBeDisabled();
    await user.click(within(group(/Mexico/)).getByRole('checkbox', { name: 'Español' }));
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledWith({ country: 'MX', language: 'ES' });
  });

  it('picking a language selects that country and unticks the other choice', async () => {
    const { user, onSubmit } = renderModal({ value: { country: 'BR', language: 'PT' } });
    const portuguese = within(group(/Brazil/)).getByRole('checkbox', { name: 'Português' });
    expect(portuguese).toBeChecked();
    const bangla = within(group(/Bangladesh/)).getByRole('checkbox', { name: 'বাংলা' });
    await user.click(bangla);
    expect(bangla).toBeChecked();
    expect(portuguese).not.toBeChecked();
    expect(screen.getAllByRole('checkbox', { checked: true })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onSubmit).toHaveBeenCalledWith({ country: 'BD', language: 'BN' });
  });

  it('English in two countries are separate choices', async () => {
    const { user, onSubmit } = renderModal();
    await user.click(within(group(/Mexico/)).getByRole('checkbox', { name: 'English' }));
    expect(within(group(/Brazil/)).getByRole('checkbox', { name: 'English' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onSubmit).toHaveBeenCalledWith({ country: 'MX', language: 'EN' });
  });

  it('unticking the chosen language clears the choice and disables submit', async () => {
    const { user } = renderModal({ value: { country: 'BR', language: 'EN' } });
    const submit = screen.getByRole('button', { name: 'Confirm' });
    expect(submit).toBeEnabled();
    await user.click(within(group(/Brazil/)).getByRole('checkbox', { name: 'English' }));
    expect(submit).toBeDisabled();
  });

  it('the current choice is preselected again on each opening', async () => {
    const { user, rerender } = renderModal({
      open: true,
      value: { country: 'BR', language: 'PT' },
    });
    await user.click(within(group(/Mexico/)).getByRole('checkbox', { name: 'Español' }));
    rerender(
      <RegionModal
        countries={merchantCountries}
        onSubmit={vi.fn()}
        open={false}
        value={{ country: 'BR', language: 'PT' }}
      />,
    );
    rerender(
      <RegionModal
        countries={merchantCountries}
        onSubmit={vi.fn()}
        open
        value={{ country: 'BR', language: 'PT' }}
      />,
    );
    expect(within(group(/Brazil/)).getByRole('checkbox', { name: 'Português' })).toBeChecked();
    expect(within(group(/Mexico/)).getByRole('checkbox', { name: 'Español' })).not.toBeChecked();
  });

  it('moves focus into the dialog and closes on Escape when dismissible', async () => {
    const { user, onOpenChange } = renderModal();
    const dialog = screen.getByRole('dialog');
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a required choice has no close button and ignores Escape', async () => {
    const { user, onOpenChange } = renderModal({ dismissible: false });
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('marks each language name with its language for screen readers', () => {
    renderModal();
    expect(screen.getByText('বাংলা')).toHaveAttribute('lang', 'bn');
  });

  it('takes translated texts through messages', () => {
    renderModal({
      messages: { title: 'Escolha sua região', submit: 'Confirmar', currency: 'Moeda {currency}' },
    });
    expect(screen.getByRole('dialog', { name: 'Escolha sua região' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeDisabled();
    expect(group(/Brazil/)).toHaveAccessibleName('Brazil Moeda BRL');
  });
});

describe('RegionModal focus', () => {
  it("returns focus to the site's own opener button on close", async () => {
    const Opener = () => {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Region
          </button>
          <RegionModal
            countries={merchantCountries}
            onSubmit={() => setOpen(false)}
            open={open}
            onOpenChange={setOpen}
          />
        </>
      );
    };
    const { user } = renderWithProvider(<Opener />);
    const opener = screen.getByRole('button', { name: 'Region' });
    await user.click(opener);
    await user.click(await screen.findByRole('checkbox', { name: 'Español' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });
});
