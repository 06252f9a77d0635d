// Demo data of the login flows (README "Demo accounts"): contacts and an authenticator for demo_player,
// an account that always asks for extra verification, one with the default reset password, one non-member.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/types';
import { createMember, findMemberByAccount, MemberError } from '../modules/member/service';
import { members } from '../modules/member/tables';
import { defaultConfig } from '../config';
import { rememberIp } from '../modules/session/extraVerification';
import { setAuthenticator } from '../modules/session/totp';

/** The demo Google-authenticator secret (base32): add it to any authenticator app, or see the README. */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';
/** demo_secure's only known address: a login from anywhere else asks for extra verification. */
export const DEMO_SECURE_KNOWN_IP = '203.0.113.7';

interface SessionDemo {
  account: string;
  nickname: string;
  password: string;
  type?: number;
  mobileNum?: string;
  email?: string;
  payeeName?: string;
  totp?: boolean;
  knownIp?: string;
  description: string;
}

export const SESSION_DEMO_ACCOUNTS: readonly SessionDemo[] = [
  {
    account: 'demo_secure',
    nickname: 'Demo Secure',
    password: 'Demo1234!',
    mobileNum: '+55 11912340000',
    email: 'demo_secure@example.com',
    payeeName: 'Demo Secure',
    totp: true,
    knownIp: DEMO_SECURE_KNOWN_IP,
    description: 'asks for extra verification (SMS 11912340000, email, payee name "Demo Secure", Google code)',
  },
  {
    account: 'demo_reset',
    nickname: 'Demo Reset',
    password: defaultConfig.defaultResetPassword,
    description: `has the default reset password ${defaultConfig.defaultResetPassword}: login asks for a new one`,
  },
  {
    account: 'demo_staff',
    nickname: 'Demo Staff',
    password: 'Demo1234!',
    type: 3,
    description: 'a non-member (type 3): cannot log in (member_no_enter)',
  },
];

/** demo_player's contacts, for SMS login (11987654321) and the extra-verification choices. */
const DEMO_PLAYER_CONTACTS = { mobileNum: '+55 11987654321', email: 'demo_player@example.com', payeeName: 'Demo Player' };

async function ensure(db: Db, demo: SessionDemo): Promise<string> {
  const existing = await findMemberByAccount(db, 'BR', demo.account);
  if (existing) return existing.id;
  try {
    return (await createMember(db, { merchantCode: 'BR', account: demo.account, password: demo.password, nickname: demo.nickname, type: demo.type })).id;
  } catch (error) {
    const winner = await findMemberByAccount(db, 'BR', demo.account);
    if (error instanceof MemberError && winner) return winner.id;
    throw error;
  }
}

export async function seedSessionDemo(db: Db): Promise<void> {
  const player = await findMemberByAccount(db, 'BR', 'demo_player');
  if (player) {
    await db.update(members).set(DEMO_PLAYER_CONTACTS).where(eq(members.id, player.id));
    await setAuthenticator(db, player.id, DEMO_TOTP_SECRET);
  }
  for (const demo of SESSION_DEMO_ACCOUNTS) {
    const id = await ensure(db, demo);
    await db
      .update(members)
      .set({ mobileNum: demo.mobileNum ?? null, email: demo.email ?? null, payeeName: demo.payeeName ?? null })
      .where(eq(members.id, id));
    if (demo.totp) await setAuthenticator(db, id, DEMO_TOTP_SECRET);
    if (demo.knownIp) await rememberIp(db, id, demo.knownIp);
  }
}
