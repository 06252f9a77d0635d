// Mobile numbers per merchant (spec §5: 10 to 11 digits, exactly 11 in Bangladesh).
import { validationFailed } from '../../http/envelope';

interface PhoneRule {
  dialingCode: string;
  min: number;
  max: number;
}

const RULES: Readonly<Record<string, PhoneRule>> = {
  BR: { dialingCode: '55', min: 10, max: 11 },
  MX: { dialingCode: '52', min: 10, max: 11 },
  BD: { dialingCode: '880', min: 11, max: 11 },
};
const FALLBACK: PhoneRule = { dialingCode: '55', min: 10, max: 11 };

export const phoneRuleOf = (merchantCode: string): PhoneRule => RULES[merchantCode.toUpperCase()] ?? FALLBACK;

export interface PhoneInput {
  mobileNum?: string;
  countryDialingCode?: string;
}

/**
 * The number as stored and addressed: `+<dialing code> <digits>`. A missing or malformed number fails
 * with 422 validation_failed on `field` (required / pattern with the digit bounds).
 */
export function normalisePhone(merchantCode: string, input: PhoneInput, field = 'mobileNum'): string {
  const rule = phoneRuleOf(merchantCode);
  const number = (input.mobileNum ?? '').replace(/[\s-]/g, '');
  if (number === '') throw validationFailed({ [field]: { rule: 'required' } });
  const dialing = (input.countryDialingCode ?? rule.dialingCode).replace(/^\+/, '');
  if (!/^\d+$/.test(number) || number.length < rule.min || number.length > rule.max || !/^\d{1,4}$/.test(dialing))
    throw validationFailed({ [field]: { rule: 'pattern', min: rule.min, max: rule.max } });
  return `+${dialing} ${number}`;
}

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** `+55 •••••••4321`: enough for the player to recognise their number, not enough to learn it. */
export function maskDestination(destination: string): string {
  if (destination.includes('@')) {
    const [name = '', domain = ''] = destination.split('@');
    return `${name.slice(0, 2)}•••@${domain}`;
  }
  const [dialing = '', number = ''] = destination.split(' ');
  return `${dialing} ${'•'.repeat(Math.max(0, number.length - 4))}${number.slice(-4)}`;
}
