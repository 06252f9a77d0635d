// Literal keys (the message test finds used keys by their text): each seeded activity's title and text.
export const activityTexts: Record<
  string,
  { title: ActivityTextKey; description: ActivityTextKey }
> = {
  firstDeposit: {
    title: 'rewards.activities.firstDeposit.title',
    description: 'rewards.activities.firstDeposit.description',
  },
  dailyCheckIn: {
    title: 'rewards.activities.dailyCheckIn.title',
    description: 'rewards.activities.dailyCheckIn.description',
  },
  weeklyRebate: {
    title: 'rewards.activities.weeklyRebate.title',
    description: 'rewards.activities.weeklyRebate.description',
  },
  weeklyRaffle: {
    title: 'rewards.activities.weeklyRaffle.title',
    description: 'rewards.activities.weeklyRaffle.description',
  },
  shareAndWin: {
    title: 'rewards.activities.shareAndWin.title',
    description: 'rewards.activities.shareAndWin.description',
  },
  christmasCup: {
    title: 'rewards.activities.christmasCup.title',
    description: 'rewards.activities.christmasCup.description',
  },
  carnival: {
    title: 'rewards.activities.carnival.title',
    description: 'rewards.activities.carnival.description',
  },
  // The VIP level-up bonuses (issue 17), one activity per level.
  vipLevel1: {
    title: 'rewards.activities.vipBronze.title',
    description: 'rewards.activities.vipBronze.description',
  },
  vipLevel2: {
    title: 'rewards.activities.vipSilver.title',
    description: 'rewards.activities.vipSilver.description',
  },
  vipLevel3: {
    title: 'rewards.activities.vipGold.title',
    description: 'rewards.activities.vipGold.description',
  },
  vipLevel4: {
    title: 'rewards.activities.vipPlatinum.title',
    description: 'rewards.activities.vipPlatinum.description',
  },
  vipLevel5: {
    title: 'rewards.activities.vipDiamond.title',
    description: 'rewards.activities.vipDiamond.description',
  },
};

type ActivityTextKey =
  | 'rewards.activities.firstDeposit.title'
  | 'rewards.activities.firstDeposit.description'
  | 'rewards.activities.dailyCheckIn.title'
  | 'rewards.activities.dailyCheckIn.description'
  | 'rewards.activities.weeklyRebate.title'
  | 'rewards.activities.weeklyRebate.description'
  | 'rewards.activities.weeklyRaffle.title'
  | 'rewards.activities.weeklyRaffle.description'
  | 'rewards.activities.shareAndWin.title'
  | 'rewards.activities.shareAndWin.description'
  | 'rewards.activities.christmasCup.title'
  | 'rewards.activities.christmasCup.description'
  | 'rewards.activities.carnival.title'
  | 'rewards.activities.carnival.description'
  | 'rewards.activities.vipBronze.title'
  | 'rewards.activities.vipBronze.description'
  | 'rewards.activities.vipSilver.title'
  | 'rewards.activities.vipSilver.description'
  | 'rewards.activities.vipGold.title'
  | 'rewards.activities.vipGold.description'
  | 'rewards.activities.vipPlatinum.title'
  | 'rewards.activities.vipPlatinum.description'
  | 'rewards.activities.vipDiamond.title'
  | 'rewards.activities.vipDiamond.description';

export const missionKindTexts = {
  betCount: 'rewards.missions.kinds.betCount',
  wager: 'rewards.missions.kinds.wager',
  depositCount: 'rewards.missions.kinds.depositCount',
} as const;
