// Which spec §3 profile labels each merchant enables, and the rule of each label.
export type ProfileLabel =
  | 'nickname' | 'payeeName' | 'fullName' | 'birthday' | 'qq' | 'whatsapp' | 'facebook' | 'telegram'
  | 'line' | 'zalo' | 'wechat' | 'idNumber' | 'referrer' | 'address' | 'nationality' | 'occupation'
  | 'sourceOfIncome';

export interface LabelRule {
  pattern: RegExp;
  min: number;
  max: number;
}

const ANY = /^[^\p{Cc}]*$/u;
const HANDLE = /^\S+$/u;
const NAME = /^\p{L}[\p{L} .'-]*$/u;

export const LABEL_RULES: Record<Exclude<ProfileLabel, 'referrer'>, LabelRule> = {
  nickname: { pattern: ANY, min: 2, max: 20 },
  payeeName: { pattern: NAME, min: 2, max: 64 },
  // Spec §5: first and last name separated by a space.
  fullName: { pattern: /^\p{L}[\p{L}.'-]* \p{L}[\p{L} .'-]*$/u, min: 3, max: 64 },
  birthday: { pattern: /^\d{4}-\d{2}-\d{2}$/, min: 10, max: 10 },
  qq: { pattern: /^\d+$/, min: 5, max: 12 },
  whatsapp: { pattern: /^\+?\d+$/, min: 8, max: 16 },
  facebook: { pattern: HANDLE, min: 3, max: 64 },
  telegram: { pattern: /^@?\w+$/, min: 5, max: 33 },
  line: { pattern: HANDLE, min: 3, max: 64 },
  zalo: { pattern: /^\+?\d+$/, min: 8, max: 16 },
  wechat: { pattern: HANDLE, min: 3, max: 64 },
  idNumber: { pattern: /^[A-Za-z0-9]+$/, min: 8, max: 20 },
  address: { pattern: ANY, min: 5, max: 128 },
  nationality: { pattern: NAME, min: 2, max: 64 },
  occupation: { pattern: ANY, min: 2, max: 64 },
  sourceOfIncome: { pattern: ANY, min: 2, max: 64 },
};

/** Identity fields: set once, then only customer service may change them. */
export const LOCKED_ONCE_SET: ReadonlySet<ProfileLabel> = new Set(['payeeName', 'fullName', 'birthday', 'idNumber']);

export interface EnabledLabel {
  label: ProfileLabel;
  required: boolean;
}

const enabled = (required: ProfileLabel[], optional: ProfileLabel[]): EnabledLabel[] => [
  ...required.map((label) => ({ label, required: true })),
  ...optional.map((label) => ({ label, required: false })),
];

const BY_MERCHANT: Record<string, EnabledLabel[]> = {
  BR: enabled(['nickname'], ['payeeName', 'birthday', 'idNumber', 'whatsapp', 'telegram', 'address', 'referrer']),
  MX: enabled(['nickname'], ['fullName', 'birthday', 'idNumber', 'whatsapp', 'facebook', 'address', 'occupation', 'referrer']),
  BD: enabled(['nickname'], ['payeeName', 'birthday', 'idNumber', 'whatsapp', 'telegram', 'nationality', 'occupation', 'sourceOfIncome', 'referrer']),
};

export const enabledLabels = (merchantCode: string): EnabledLabel[] => BY_MERCHANT[merchantCode] ?? BY_MERCHANT.BR!;

/** Spec §5: at least 18 years, by year difference only. */
export function isAdultBirthday(value: string, now = new Date()): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  return now.getUTCFullYear() - date.getUTCFullYear() >= 18;
}
