import type { TFunction } from 'i18next';
import type { RuleField } from '@croupier/ui';

/** Site-defined pattern ids for the rules the server enforces on registration (apps/server registerRules). */
export const registerPatternIds = { username: 'letterFirstAlphanumeric', password: 'passwordLetterDigit' } as const;

/**
 * The registration fields and their rules: the server's defaults until it serves per-merchant field rules
 * (GET /wps/system/setting/register). Username: letter first, then letters and digits, 4-16; password:
 * 6-20 with a letter and a digit, no spaces.
 */
export function registerFields(t: TFunction): RuleField[] {
  return [
    {
      name: 'username',
      label: t('register.username'),
      type: 'text',
      autoComplete: 'username',
      rules: { required: true, minLength: 4, maxLength: 16, patternId: registerPatternIds.username },
    },
    {
      name: 'password',
      label: t('register.password'),
      type: 'password',
      autoComplete: 'new-password',
      rules: { required: true, minLength: 6, maxLength: 20, patternId: registerPatternIds.password, acceptedPattern: '^(?=.*[A-Za-z])(?=.*\\d)\\S+$' },
    },
    {
      name: 'confirmPassword',
      label: t('register.confirmPassword'),
      type: 'password',
      autoComplete: 'new-password',
      confirms: 'password',
      rules: { required: true, minLength: 6, maxLength: 20, patternId: registerPatternIds.password, acceptedPattern: '*' },
    },
    {
      name: 'terms',
      label: t('register.terms'),
      type: 'checkbox',
      rules: { required: true },
    },
  ];
}
