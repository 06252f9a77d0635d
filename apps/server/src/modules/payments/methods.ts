// Each merchant's usual payment methods (spec §1 countries) and their limits, in minor units.
export interface DepositMethodConfig {
  code: string;
  name: string;
  kind: 'instant' | 'voucher' | 'mobile_wallet';
  minAmount: number;
  maxAmount: number;
  presets: number[];
}

export interface WithdrawalMethodConfig {
  code: string;
  name: string;
  /** What a valid account number looks like, checked on binding. */
  accountPattern: string;
  accountHint: string;
}

export interface WithdrawalLimitsConfig {
  minAmount: number;
  maxAmount: number;
  dailyCount: number;
  dailyAmount: number;
}

export interface MerchantPayments {
  deposit: DepositMethodConfig[];
  withdrawal: WithdrawalMethodConfig[];
  withdrawalLimits: WithdrawalLimitsConfig;
  /** Transfer to upline limits. */
  uplineLimits: { minAmount: number; maxAmount: number };
  /** Single wallet: no vendor wallets (GCS_merchantWallet isSingle). */
  isSingleWallet: boolean;
}

const PAYMENTS: Record<string, MerchantPayments> = {
  BR: {
    deposit: [
      { code: 'PIX', name: 'Pix', kind: 'instant', minAmount: 1_000, maxAmount: 5_000_000, presets: [2_000, 5_000, 10_000, 50_000] },
    ],
    withdrawal: [
      {
        code: 'PIX',
        name: 'Pix',
        // CPF (11 digits), e-mail, +55 phone or a random key (UUID).
        accountPattern: '^(\\d{11}|[^@\\s]+@[^@\\s]+\\.[a-z]{2,}|\\+55\\d{10,11}|[0-9a-f-]{36})$',
        accountHint: 'CPF, e-mail, phone (+55) or random Pix key',
      },
    ],
    withdrawalLimits: { minAmount: 2_000, maxAmount: 5_000_000, dailyCount: 5, dailyAmount: 10_000_000 },
    uplineLimits: { minAmount: 100, maxAmount: 1_000_000 },
    isSingleWallet: false,
  },
  MX: {
    deposit: [
      { code: 'SPEI', name: 'SPEI', kind: 'instant', minAmount: 5_000, maxAmount: 10_000_000, presets: [10_000, 20_000, 50_000, 100_000] },
      { code: 'OXXO', name: 'OXXO', kind: 'voucher', minAmount: 5_000, maxAmount: 1_000_000, presets: [10_000, 20_000, 50_000] },
    ],
    withdrawal: [
      { code: 'SPEI', name: 'SPEI', accountPattern: '^\\d{18}$', accountHint: 'CLABE (18 digits)' },
    ],
    withdrawalLimits: { minAmount: 10_000, maxAmount: 10_000_000, dailyCount: 5, dailyAmount: 20_000_000 },
    uplineLimits: { minAmount: 1_000, maxAmount: 2_000_000 },
    isSingleWallet: true,
  },
  BD: {
    deposit: [
      { code: 'BKASH', name: 'bKash', kind: 'mobile_wallet', minAmount: 20_000, maxAmount: 2_500_000, presets: [50_000, 100_000, 200_000, 500_000] },
      { code: 'NAGAD', name: 'Nagad', kind: 'mobile_wallet', minAmount: 20_000, maxAmount: 2_500_000, presets: [50_000, 100_000, 200_000] },
    ],
    withdrawal: [
      { code: 'BKASH', name: 'bKash', accountPattern: '^01\\d{9}$', accountHint: 'bKash number (11 digits, 01…)' },
      { code: 'NAGAD', name: 'Nagad', accountPattern: '^01\\d{9}$', accountHint: 'Nagad number (11 digits, 01…)' },
    ],
    withdrawalLimits: { minAmount: 50_000, maxAmount: 2_500_000, dailyCount: 3, dailyAmount: 5_000_000 },
    uplineLimits: { minAmount: 10_000, maxAmount: 2_500_000 },
    isSingleWallet: true,
  },
};

/** The merchant's payment set-up; an unknown merchant has none (and cannot log in anyway). */
export function paymentsOf(merchantCode: string): MerchantPayments {
  const found = PAYMENTS[merchantCode];
  if (!found) throw new Error(`no payment set-up for merchant ${merchantCode}`);
  return found;
}

/** Game vendors with their own wallet on multi-wallet merchants (spec §2 footer vendors). */
export const GAME_WALLET_VENDORS = ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'] as const;
export type GameWalletVendor = (typeof GAME_WALLET_VENDORS)[number];
