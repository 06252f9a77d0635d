// The §5 rule messages in the player's language, for the kit's FieldRulesForm and for the field errors
// the server answers (validation_failed), so both read the same.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { formatRuleMessage, type FieldRulesFormMessagesInput, type RuleField } from '@croupier/ui';
import type { FieldErrors } from '@croupier/sdk';
import { dateInputFormat } from '@/shared/dateInputFormat';

/** Messages by patternId: the ones the register settings use, and the SMS code's. */
export function patternMessages(t: TFunction): Record<string, string> {
  return {
    any: t('account.patterns.any'),
    letterFirstAlphanumeric: t('register.rules.username'),
    passwordLetterDigit: t('register.rules.password'),
    digits: t('account.patterns.digits'),
    fullName: t('account.patterns.fullName'),
    email: t('account.patterns.email'),
    // the field shows the browser's format (mm/dd/yyyy in en-US) though it sends yyyy-MM-dd: name what it shows
    dateYearFirst: t('account.patterns.dateYearFirst', { format: dateInputFormat(t) }),
    noSpaces: t('account.patterns.noSpaces'),
    alphanumeric: t('account.patterns.alphanumeric'),
    smsCode: t('account.patterns.smsCode'),
  };
}

/** The FieldRulesForm texts, translated. */
export function useRuleMessages(submit: string): FieldRulesFormMessagesInput {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      patterns: patternMessages(t),
      fallback: t('register.rules.required'),
      mustAccept: t('register.rules.terms'),
      mismatch: t('register.rules.mismatch'),
      tooYoung: t('account.rules.tooYoung'),
      invalidDate: t('account.rules.invalidDate'),
      submit,
    }),
    [t, submit],
  );
}

/** What a server field error says when the server refused the value itself (rule `invalid`). */
const invalidMessages: Record<string, string> = {
  affiliateCode: 'account.errors.invitationCode',
  referralCode: 'account.errors.invitationCode',
  verificationCode: 'account.errors.codeInvalid',
  captcha: 'errors.captcha_invalid',
  oldPassword: 'account.errors.oldPasswordWrong',
};

/** What a server field error says when another account already has the value (rule `taken`). */
const takenMessages: Record<string, string> = {
  mobileNum: 'account.errors.mobileTaken',
  email: 'account.errors.emailTaken',
};

/** The server's field errors in the words the form would have used, keyed like the form's fields. */
export function serverFieldMessages(t: TFunction, errors: FieldErrors, fields: readonly RuleField[]): Record<string, string> {
  const patterns = patternMessages(t);
  const out: Record<string, string> = {};
  for (const [name, error] of Object.entries(errors)) {
    const field = fields.find((f) => f.name === name);
    const rules = field?.rules;
    switch (error.rule) {
      case 'mismatch':
        out[name] = t('register.rules.mismatch');
        break;
      case 'terms':
        out[name === 'termsAccepted' ? 'terms' : name] = t('register.rules.terms');
        break;
      case 'invalid':
        out[name] = t(invalidMessages[name] ?? 'errors.bad_request');
        break;
      case 'age':
        out[name] = t('account.rules.tooYoung').replaceAll('(age)', String(error.min ?? 18));
        break;
      case 'taken':
        out[name] = t(takenMessages[name] ?? 'errors.account_exists');
        break;
      default: {
        const template = (rules?.patternId && patterns[rules.patternId]) || t('register.rules.required');
        out[name] = formatRuleMessage(template, error.min ?? rules?.minLength ?? 0, error.max ?? rules?.maxLength ?? Infinity);
      }
    }
  }
  return out;
}
