import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BirthdayField } from './BirthdayField';

const today = new Date(2025, 5, 15);
const input = () => screen.getByLabelText(/^Date of birth/, { selector: 'input' });

describe('BirthdayField', () => {
  it('caps the picker at 31 December of the year 18 years ago', () => {
    render(<BirthdayField label="Date of birth" today={today} />);
    expect(input()).toHaveAttribute('type', 'date');
    expect(input()).toHaveAttribute('max', '2007-12-31');
    expect(input()).toHaveAttribute('autocomplete', 'bday');
  });

  it('shows the 18+ error on blur for a later birth year, wired to the input', () => {
    render(<BirthdayField label="Date of birth" today={today} />);
    fireEvent.change(input(), { target: { value: '2008-01-01' } });
    fireEvent.blur(input());
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription('You must be at least 18 years old to register');
  });

  it('accepts a birthday in the year 18 years ago, whatever the month', () => {
    render(<BirthdayField label="Date of birth" today={today} />);
    fireEvent.change(input(), { target: { value: '2007-12-31' } });
    fireEvent.blur(input());
    expect(input()).not.toHaveAttribute('aria-invalid');
  });

  it('clears its error as soon as the value is fixed', () => {
    render(<BirthdayField label="Date of birth" today={today} />);
    fireEvent.change(input(), { target: { value: '2010-05-05' } });
    fireEvent.blur(input());
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(input(), { target: { value: '1990-05-05' } });
    expect(input()).not.toHaveAttribute('aria-invalid');
  });

  it('asks for a date when required and left empty', () => {
    render(<BirthdayField label="Date of birth" today={today} required />);
    fireEvent.blur(input());
    expect(input()).toHaveAccessibleDescription('Enter your date of birth');
  });

  it('honours another minimum age and translated messages', () => {
    render(<BirthdayField label="Date of birth" today={today} minAge={21} messages={{ tooYoung: 'Mínimo (age) anos' }} />);
    expect(input()).toHaveAttribute('max', '2004-12-31');
    fireEvent.change(input(), { target: { value: '2005-01-01' } });
    fireEvent.blur(input());
    expect(input()).toHaveAccessibleDescription('Mínimo 21 anos');
  });

  it('shows an outside error instead of its own, and reports values', () => {
    const onValueChange = vi.fn();
    render(<BirthdayField label="Date of birth" today={today} validate={false} error="From the server" onValueChange={onValueChange} />);
    fireEvent.change(input(), { target: { value: '2010-01-01' } });
    fireEvent.blur(input());
    expect(onValueChange).toHaveBeenCalledWith('2010-01-01');
    expect(input()).toHaveAccessibleDescription('From the server');
  });
});
