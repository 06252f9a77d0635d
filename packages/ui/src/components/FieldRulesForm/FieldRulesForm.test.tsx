import '../Select/jsdomPolyfills';
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { registrationFields, validRegistration } from './FieldRulesForm.fixtures';
import type { FieldValues } from './FieldRulesForm';
import { FieldRulesForm } from './FieldRulesForm';

const today = new Date(2025, 5, 15);
const input = (name: RegExp | string) => screen.getByLabelText(name, { selector: 'input' });
const submit = () => screen.getByRole('button', { name: 'Register' });

const renderForm = (props: Partial<Parameters<typeof FieldRulesForm>[0]> = {}) => {
  const onSubmit = vi.fn();
  const result = render(
    <FieldRulesForm fields={registrationFields} onSubmit={onSubmit} today={today} submitLabel="Register" defaultValues={{ terms: true }} {...props} />,
  );
  return { onSubmit, ...result };
};

const fillValid = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(input(/^Username/), validRegistration.username);
  await user.type(input(/^Password/), validRegistration.password);
  await user.type(input(/^Confirm password/), validRegistration.confirmPassword);
  await user.type(input(/^Email/), validRegistration.email);
  await user.type(input(/^Mobile number/), validRegistration.mobileNum);
  fireEvent.change(input(/^Date of birth/), { target: { value: validRegistration.birthday } });
};

// typing-heavy: room for a loaded machine
describe('FieldRulesForm', { timeout: 20_000 }, () => {
  it('renders enabled fields only, in order, with their input types', () => {
    renderForm();
    expect(screen.queryByLabelText('QQ')).not.toBeInTheDocument();
    expect(input(/^Email/)).toHaveAttribute('type', 'email');
    expect(input(/^Mobile number/)).toHaveAttribute('type', 'tel');
    expect(input(/^Password/)).toHaveAttribute('type', 'password');
    expect(input(/^Date of birth/)).toHaveAttribute('max', '2007-12-31');
    expect(screen.getByRole('checkbox', { name: /accept the terms/ })).toBeChecked();
  });

  it('validates a field when it is left, and wires the error to it', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.type(input(/^Username/), '7ace');
    expect(input(/^Username/)).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(input(/^Username/)).toHaveAttribute('aria-invalid', 'true');
    expect(input(/^Username/)).toHaveAccessibleDescription('Start with a letter, then use letters or digits: 4 - 16 characters');
    // the error follows the value once it shows
    await user.clear(input(/^Username/));
    await user.type(input(/^Username/), 'ace7');
    expect(input(/^Username/)).not.toHaveAttribute('aria-invalid');
  });

  it('on submit shows every error, focuses the first invalid field and does not submit', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSubmit } = renderForm();
    await user.type(input(/^Username/), 'luckyace7');
    await user.click(submit());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input(/^Password/)).toHaveFocus();
    expect(input(/^Password/)).toHaveAttribute('aria-invalid', 'true');
    expect(input(/^Mobile number/)).toHaveAccessibleDescription('Enter 11 digits');
    expect(input(/^Email/)).not.toHaveAttribute('aria-invalid');
  });

  it('submits the enabled fields values when every rule passes', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSubmit } = renderForm();
    await fillValid(user);
    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledWith(validRegistration);
  });

  it('unticking the terms shows its error at once and blocks submit', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSubmit } = renderForm();
    await fillValid(user);
    const terms = screen.getByRole('checkbox', { name: /accept the terms/ });
    await user.click(terms);
    expect(terms).toHaveAccessibleDescription('Please accept to continue');
    await user.click(submit());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(terms).toHaveFocus();
  });

  it('re-checks the confirmation when the password changes', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.type(input(/^Password/), 'Lucky#2024');
    await user.type(input(/^Confirm password/), 'Lucky#2025');
    await user.tab();
    expect(input(/^Confirm password/)).toHaveAccessibleDescription(/Incorrect confirmation input/);
    await user.clear(input(/^Password/));
    await user.type(input(/^Password/), 'Lucky#2025');
    expect(input(/^Confirm password/)).not.toHaveAttribute('aria-invalid');
  });

  it('birthday: under 18 by year difference is refused', async () => {
    renderForm();
    fireEvent.change(input(/^Date of birth/), { target: { value: '2008-01-01' } });
    fireEvent.blur(input(/^Date of birth/));
    expect(input(/^Date of birth/)).toHaveAccessibleDescription('You must be at least 18 years old to register');
  });

  it('shows server field errors, focuses the first, and hides each once its field is edited', async () => {
    const user = userEvent.setup({ delay: null });
    const { rerender, onSubmit } = renderForm();
    rerender(
      <FieldRulesForm
        fields={registrationFields}
        onSubmit={onSubmit}
        today={today}
        submitLabel="Register"
        fieldErrors={{ username: 'This username is taken', mobileNum: 'Phone number format is incorrect' }}
      />,
    );
    expect(input(/^Username/)).toHaveFocus();
    expect(input(/^Username/)).toHaveAccessibleDescription('This username is taken');
    expect(input(/^Mobile number/)).toHaveAccessibleDescription('Phone number format is incorrect');
    await user.type(input(/^Username/), 'x');
    expect(input(/^Username/)).not.toHaveAttribute('aria-invalid');
    expect(input(/^Mobile number/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('announces a form-level error', () => {
    renderForm({ formError: 'Network link is abnormal, please try again' });
    expect(screen.getByRole('alert')).toHaveTextContent('Network link is abnormal, please try again');
  });

  it('works with controlled values', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn();
    const Controlled = () => {
      const [values, setValues] = useState<FieldValues>(validRegistration);
      return (
        <>
          <FieldRulesForm fields={registrationFields} values={values} onValuesChange={setValues} onSubmit={onSubmit} today={today} submitLabel="Register" />
          <output>{String(values.username)}</output>
        </>
      );
    };
    render(<Controlled />);
    expect(input(/^Username/)).toHaveValue('luckyace7');
    await user.type(input(/^Username/), 'x');
    expect(screen.getByRole('status')).toHaveTextContent('luckyace7x');
    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledWith({ ...validRegistration, username: 'luckyace7x' });
  });

  it('survives a server pattern that does not compile, reporting it once', async () => {
    const user = userEvent.setup({ delay: null });
    const onConfigError = vi.fn();
    const onSubmit = vi.fn();
    render(
      <FieldRulesForm
        fields={[{ name: 'nickname', label: 'Nickname', type: 'text', rules: { required: true, acceptedPattern: '([a-z', minLength: 2, maxLength: 8 } }]}
        onSubmit={onSubmit}
        onConfigError={onConfigError}
        submitLabel="Register"
      />,
    );
    await user.type(input(/^Nickname/), 'ace');
    await user.tab();
    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledWith({ nickname: 'ace' });
    expect(onConfigError).toHaveBeenCalledTimes(1);
  });

  it('takes translated messages', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm({ messages: { patterns: { digits: 'Digite (min) dígitos' } } });
    await user.type(input(/^Mobile number/), '12');
    await user.tab();
    expect(input(/^Mobile number/)).toHaveAccessibleDescription('Digite 11 dígitos');
  });
});
