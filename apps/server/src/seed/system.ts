// Each merchant's system settings and whitelabel flags (spec §3, §6), seeded next to the merchants.
import type { Db } from '../db/types';
import { ensureMerchantSettings, type NewMerchantSettings } from '../modules/system/settings';
import { ensureWhitelabel, type FlagValues } from '../modules/system/whitelabel';

type Seed = Omit<NewMerchantSettings, 'merchantCode'> & { flags: FlagValues };

const social = (country: string) => [
  { resourceType: 'FACEBOOK', url: `https://facebook.com/croupier.${country}`, labelNameEn: 'Facebook' },
  { resourceType: 'INSTAGRAM', url: `https://instagram.com/croupier.${country}`, labelNameEn: 'Instagram' },
  { resourceType: 'TELEGRAM', url: `https://t.me/croupier_${country}`, labelNameEn: 'Telegram' },
  { resourceType: 'Android', url: `/download/croupier-${country}.apk`, labelNameEn: 'Android app' },
];

// Mail until live chat exists (it opens the visitor's mail app; no service of ours is called).
const customerService = [{ name: 'Customer service', path: 'mailto:support@croupier.example' }];

// The United States is restricted everywhere: online betting needs a licence per state there.
const restrictedCountries = ['US'];

export const SYSTEM_SEED: Readonly<Record<string, Seed>> = {
  BR: {
    restrictedCountries,
    customerService,
    resources: [...social('br'), { resourceType: 'WHATSAPP', url: 'https://wa.me/5511900000000', labelNameEn: 'WhatsApp' }],
    flags: {
      freePlay: true,
      verificationCodeLogin: true,
      facebookLogin: true,
      googleLogin: true,
      firebasePhoneLogin: true,
      register: true,
      registerMobile: true,
      USERNAMEREG3: true,
      MOBILENUMREG3: true,
      REGMOBVERF3: true,
      CHNGPASSVERIF3: false,
      forcedPasswordExpiry: true,
      referral: true,
      agentPolicy: true,
    },
  },
  MX: {
    restrictedCountries,
    customerService,
    resources: social('mx'),
    flags: {
      freePlay: true,
      verificationCodeLogin: false,
      googleLogin: true,
      register: true,
      USERNAMEREG3: true,
      referral: true,
      agentPolicy: false,
    },
  },
  BD: {
    restrictedCountries,
    customerService,
    resources: [...social('bd'), { resourceType: 'WHATSAPP', url: 'https://wa.me/8801700000000', labelNameEn: 'WhatsApp' }],
    flags: {
      freePlay: true, // real money is off there (jurisdiction profile): free play is how it is played
      verificationCodeLogin: true,
      facebookLogin: true,
      firebasePhoneLogin: true,
      register: true,
      registerMobile: true,
      MOBILENUMREG3: true,
      MOBILENUMPASSREG3: true,
      REGMOBVERF3: true,
      CHNGPASSVERIF3: true,
      forcedPasswordExpiry: false,
      referral: false,
      agentPolicy: true,
    },
  },
};

/** Seeds what is missing; settings an operator changed stay as they are. */
export async function seedSystem(db: Db, merchantCodes: readonly string[]): Promise<void> {
  for (const merchantCode of merchantCodes) {
    const { flags, ...settings } = SYSTEM_SEED[merchantCode] ?? { customerService, resources: [], flags: {} };
    await ensureMerchantSettings(db, { merchantCode, ...settings });
    await ensureWhitelabel(db, merchantCode, flags);
  }
}
