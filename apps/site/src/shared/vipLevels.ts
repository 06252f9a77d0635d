// The seeded VIP level names (the server sends them in English) and their message keys; a level an
// operator named otherwise shows as sent.
export type VipLevelKey =
  | 'vip.levels.bronze'
  | 'vip.levels.silver'
  | 'vip.levels.gold'
  | 'vip.levels.platinum'
  | 'vip.levels.diamond';

const levelKeys: Record<string, VipLevelKey> = {
  Bronze: 'vip.levels.bronze',
  Silver: 'vip.levels.silver',
  Gold: 'vip.levels.gold',
  Platinum: 'vip.levels.platinum',
  Diamond: 'vip.levels.diamond',
};

/** The level's name in the reader's language. */
export const vipLevelName = (t: (key: VipLevelKey) => string, name: string): string => {
  const key = levelKeys[name];
  return key ? t(key) : name;
};
