// The whitelabel tree of spec §3: groups of feature flags per merchant, stored in whitelabel_flags.
import type { components } from '@croupier/sdk/schema';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/types';
import type { HiddenLogin } from './systemConfig';
import { whitelabelFlags, type WhitelabelFlagRow } from './tables';

export type ModId = components['schemas']['WhitelabelModId'];
export type WhitelabelNode = components['schemas']['WhitelabelNode'];

/** The tree's shape: each group with its flags, in menu order. */
export const WHITELABEL_TREE: readonly { group: ModId; flags: readonly ModId[] }[] = [
  {
    group: 'login',
    flags: ['freePlay', 'verificationCodeLogin', 'facebookLogin', 'googleLogin', 'firebasePhoneLogin'],
  },
  {
    group: 'registration',
    flags: ['register', 'registerMobile', 'USERNAMEREG3', 'MOBILENUMREG3', 'MOBILENUMPASSREG3', 'REGMOBVERF3'],
  },
  { group: 'password', flags: ['CHNGPASSVERIF3', 'forcedPasswordExpiry'] },
  { group: 'promotion', flags: ['referral'] },
  { group: 'agent', flags: ['agentPolicy'] },
];

/** Flags a domain's hidden logins switch off. */
const hiddenFlags: Record<HiddenLogin, ModId> = {
  facebook: 'facebookLogin',
  firebase: 'firebasePhoneLogin',
};

export type FlagValues = Partial<Record<ModId, boolean>>;

/** Seeds the merchant's nodes that do not exist yet; an operator's later change is kept. */
export async function ensureWhitelabel(db: Db, merchantCode: string, values: FlagValues): Promise<void> {
  let position = 0;
  const rows = WHITELABEL_TREE.flatMap(({ group, flags }) => [
    { merchantCode, modId: group, parentModId: null, enabled: values[group] ?? true, position: position++ },
    ...flags.map((modId) => ({
      merchantCode,
      modId,
      parentModId: group,
      enabled: values[modId] ?? false,
      position: position++,
    })),
  ]);
  await db.insert(whitelabelFlags).values(rows).onConflictDoNothing();
}

/** Sets flags of a merchant (tests, provider states, operators). */
export async function setWhitelabelFlags(db: Db, merchantCode: string, values: FlagValues): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [modId, enabled] of Object.entries(values)) {
      await tx
        .update(whitelabelFlags)
        .set({ enabled })
        .where(and(eq(whitelabelFlags.merchantCode, merchantCode), eq(whitelabelFlags.modId, modId)));
    }
  });
}

function buildTree(rows: WhitelabelFlagRow[], hidden: ReadonlySet<ModId>): WhitelabelNode[] {
  const node = (row: WhitelabelFlagRow): WhitelabelNode => ({
    modId: row.modId as ModId,
    enabled: row.enabled && !hidden.has(row.modId as ModId),
    childrenNodes: rows.filter((r) => r.parentModId === row.modId).map(node),
  });
  return rows.filter((r) => r.parentModId === null).map(node);
}

/** The merchant's tree, with the domain's hidden logins switched off. */
export async function getWhitelabel(
  db: Db,
  merchantCode: string,
  hiddenLogins: readonly HiddenLogin[] = [],
): Promise<WhitelabelNode[]> {
  const rows = await db
    .select()
    .from(whitelabelFlags)
    .where(eq(whitelabelFlags.merchantCode, merchantCode))
    .orderBy(asc(whitelabelFlags.position));
  return buildTree(rows, new Set(hiddenLogins.map((login) => hiddenFlags[login])));
}

/** Each node's effective value: on only when it and every ancestor are enabled. */
export function flagsOf(tree: readonly WhitelabelNode[], parentOn = true, into: FlagValues = {}): FlagValues {
  for (const n of tree) {
    into[n.modId] = parentOn && n.enabled;
    flagsOf(n.childrenNodes, into[n.modId], into);
  }
  return into;
}
