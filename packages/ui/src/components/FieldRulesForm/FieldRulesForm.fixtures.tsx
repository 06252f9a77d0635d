// A registration config as the register settings call would give it (§5), for stories and tests.
import type { RuleField } from './validateFields';

export const registrationFields: RuleField[] = [
  {
    name: 'username',
    label: 'Username',
    type: 'text',
    autoComplete: 'username',
    rules: { enabled: true, required: true, patternId: 'letterFirstAlphanumeric', acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$', minLength: 4, maxLength: 16 },
  },
  {
    name: 'password',
    label: 'Password',
    type: 'password',
    autoComplete: 'new-password',
    rules: { enabled: true, required: true, patternId: 'strongPassword', minLength: 8, maxLength: 20 },
  },
  {
    name: 'confirmPassword',
    label: 'Confirm password',
    type: 'password',
    autoComplete: 'new-password',
    confirms: 'password',
    rules: { enabled: true, required: true, patternId: 'strongPassword', minLength: 8, maxLength: 20 },
  },
  {
    name: 'email',
    label: 'Email',
    type: 'email',
    autoComplete: 'email',
    rules: { enabled: true, required: false, patternId: 'email', minLength: 6, maxLength: 50 },
  },
  {
    name: 'mobileNum',
    label: 'Mobile number',
    type: 'tel',
    autoComplete: 'tel-national',
    placeholder: '11987654321',
    rules: { enabled: true, required: true, patternId: 'digits', acceptedPattern: '[0-9]+', minLength: 11, maxLength: 11 },
  },
  { name: 'qq', label: 'QQ', type: 'text', rules: { enabled: false, required: false, acceptedPattern: '*' } },
  {
    name: 'birthday',
    label: 'Date of birth',
    type: 'date',
    rules: { enabled: true, required: true, patternId: 'dateYearFirst', acceptedPattern: '*' },
  },
  {
    name: 'terms',
    label: 'I am 18 or older and accept the terms and privacy policy',
    type: 'checkbox',
    rules: { enabled: true, required: true },
  },
];

export const validRegistration = {
  username: 'luckyace7',
  password: 'Lucky#2024',
  confirmPassword: 'Lucky#2024',
  email: 'ace@example.com',
  mobileNum: '11987654321',
  birthday: '1992-08-23',
  terms: true,
};

export const invalidRegistration = {
  username: '7ace',
  password: 'lucky2024',
  confirmPassword: 'lucky2025',
  email: 'ace@example',
  mobileNum: '1198765',
  birthday: '2010-04-02',
  terms: false,
};
