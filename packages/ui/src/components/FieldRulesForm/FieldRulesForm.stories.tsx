import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Link } from '../Link/Link';
import { SmsCodeButton } from '../SmsCodeButton/SmsCodeButton';
import { Text } from '../Text/Text';
import { invalidRegistration, registrationFields, validRegistration } from './FieldRulesForm.fixtures';
import type { FieldRulesFormProps, FieldValues, RuleField } from './FieldRulesForm';
import { FieldRulesForm } from './FieldRulesForm';

const today = new Date(2025, 5, 15);

/** The registration config with the site's extras: terms with links, the SMS button on the phone. */
const fields: RuleField[] = registrationFields.map((field) => {
  if (field.name === 'terms') {
    return {
      ...field,
      labelContent: (
        <>
          I am 18 or older and accept the <Link href="/help#term">terms</Link> and <Link href="/help#privacy">privacy policy</Link>
        </>
      ),
    };
  }
  if (field.name === 'mobileNum') {
    return { ...field, endSlot: <SmsCodeButton size="small" variant="ghost" countdownSeconds={5} onSend={async () => ({ expiredMinutes: 1 })} /> };
  }
  if (field.name === 'username') return { ...field, hint: '4 to 16 letters or digits, starting with a letter.' };
  return field;
});

const meta = {
  title: 'Journey/FieldRulesForm',
  component: FieldRulesForm,
  args: {
    fields,
    onSubmit: fn(),
    today,
    submitLabel: 'Register',
    'aria-label': 'Register',
    // §4: the terms are ticked by default
    defaultValues: { terms: true },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FieldRulesForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const byLabel = (canvasElement: HTMLElement, label: RegExp) => within(canvasElement).getByLabelText(label, { selector: 'input' });

export const Registration: Story = {};

/** Submitted with every field wrong: each error under its input, focus on the first. */
export const FilledInvalid: Story = {
  args: { defaultValues: invalidRegistration },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    const username = byLabel(canvasElement, /^Username/);
    await expect(username).toHaveFocus();
    await expect(username).toBeInvalid();
    await expect(byLabel(canvasElement, /^Mobile number/)).toHaveAccessibleDescription('Enter 11 digits');
    await expect(byLabel(canvasElement, /^Confirm password/)).toHaveAccessibleDescription(/Incorrect confirmation input/);
    await expect(byLabel(canvasElement, /^Date of birth/)).toHaveAccessibleDescription('You must be at least 18 years old to register');
    await expect(canvas.getByRole('checkbox', { name: /accept the terms/ })).toHaveAccessibleDescription('Please accept to continue');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const FilledValid: Story = {
  args: { defaultValues: validRegistration },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Register' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(validRegistration);
    await expect(canvasElement.querySelector('[aria-invalid="true"]')).toBeNull();
  },
};

export const ValidateOnBlur: Story = {
  play: async ({ canvasElement }) => {
    const username = byLabel(canvasElement, /^Username/);
    await userEvent.type(username, '7ace');
    await expect(username).not.toBeInvalid();
    await userEvent.tab();
    await expect(username).toBeInvalid();
    await expect(username).toHaveAccessibleDescription(/Start with a letter/);
    await userEvent.clear(username);
    await userEvent.type(username, 'ace7');
    await expect(username).not.toBeInvalid();
  },
};

/** The server refused the submit: its field errors and a form-level message. */
export const ServerErrors: Story = {
  args: {
    defaultValues: validRegistration,
    fieldErrors: { username: 'This username is already taken', mobileNum: 'Phone number format is incorrect' },
    formError: 'Please correct the highlighted fields and try again',
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(byLabel(canvasElement, /^Username/)).toHaveFocus());
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Please correct the highlighted fields');
  },
};

export const Submitting: Story = { args: { defaultValues: validRegistration, submitting: true } };

const Controlled = (props: FieldRulesFormProps) => {
  const [values, setValues] = useState<FieldValues>({ terms: true });
  const [sent, setSent] = useState<FieldValues>();
  return (
    <>
      <FieldRulesForm {...props} values={values} onValuesChange={setValues} onSubmit={setSent} />
      <Text as="p" size="small" tone="muted">
        {sent ? `Submitted: ${String(sent.username)}` : `Typing: ${String(values.username ?? '')}`}
      </Text>
    </>
  );
};

export const ControlledValues: Story = { render: (args) => <Controlled {...args} /> };

/** A merchant with few fields enabled: only username, password and terms show. */
export const FewFieldsEnabled: Story = {
  args: {
    fields: fields.map((field) =>
      ['username', 'password', 'terms'].includes(field.name) ? field : { ...field, rules: { ...field.rules, enabled: false } },
    ),
  },
};

export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  args: {
    defaultValues: invalidRegistration,
    submitLabel: 'تسجيل',
    'aria-label': 'تسجيل',
    fields: fields.map((field) => ({
      ...field,
      labelContent: undefined,
      label:
        ({
          username: 'اسم المستخدم',
          password: 'كلمة المرور',
          confirmPassword: 'تأكيد كلمة المرور',
          email: 'البريد الإلكتروني',
          mobileNum: 'رقم الجوال',
          birthday: 'تاريخ الميلاد',
          terms: 'عمري 18 عامًا أو أكثر وأوافق على الشروط',
        } as Record<string, string>)[field.name] ?? field.label,
      hint: undefined,
    })),
    messages: {
      mustAccept: 'يرجى الموافقة للمتابعة',
      mismatch: 'الإدخالان غير متطابقين',
      tooYoung: 'يجب أن يكون عمرك (age) عامًا على الأقل',
      patterns: {
        letterFirstAlphanumeric: 'ابدأ بحرف ثم أحرف أو أرقام: (min) - (max) حرفًا',
        strongPassword: '(min) - (max) حرفًا مع حرف كبير وحرف صغير ورقم ورمز',
        email: 'أدخل بريدًا إلكترونيًا صالحًا',
        digits: 'أدخل (min) أرقام',
      },
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'تسجيل' }));
  },
};

export const LightMode: Story = {
  globals: { colorMode: 'light' },
  args: { defaultValues: invalidRegistration },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Register' }));
  },
};
