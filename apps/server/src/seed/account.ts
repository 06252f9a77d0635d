// Each merchant's register settings (spec §3, §5) and the demo invitation codes (spec §4).
import type { Db } from '../db/types';
import { ensureInvitationCode } from '../modules/account/invitation';
import { ensureRegisterSettings, type FieldOverrides } from '../modules/account/settings';
import { findMemberByAccount } from '../modules/member/service';

const on = { enabled: true, required: true };
const optional = { enabled: true, required: false };

/** Brazil asks for a birthday (18+); Mexico for an email too; Bangladesh registers by 11-digit phone. */
export const REGISTER_SEED: Readonly<Record<string, FieldOverrides>> = {
  BR: { birthday: on, affiliateCode: optional, referralCode: optional },
  MX: { email: on, affiliateCode: optional },
  BD: { mobileNum: on, affiliateCode: optional },
};

/** Codes of demo accounts: demo_agent's affiliate code, demo_player's referral code. */
export const DEMO_INVITATION_CODES = [
  { merchantCode: 'BR', account: 'demo_agent', code: 'DEMOAGENT' },
  { merchantCode: 'BR', account: 'demo_player', code: 'DEMOPLAYER' },
] as const;

export async function seedRegisterSettings(db: Db, merchantCodes: readonly string[]): Promise<void> {
  for (const merchantCode of merchantCodes)
    await ensureRegisterSettings(db, merchantCode, REGISTER_SEED[merchantCode] ?? {});
}

export async function seedInvitationCodes(db: Db): Promise<void> {
  for (const { merchantCode, account, code } of DEMO_INVITATION_CODES) {
    const member = await findMemberByAccount(db, merchantCode, account);
    if (member) await ensureInvitationCode(db, merchantCode, member.id, code);
  }
}
