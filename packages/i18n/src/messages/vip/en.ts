// The VIP page and the header's VIP level (issue 17).
export const vipEn = {
  vip: {
    badge: 'VIP {{name}}',
    lead: 'Deposit and play to climb the VIP levels. You reach a level when both your deposits and your valid bets reach it, and each level pays a one-time level-up bonus.',
    levels: {
      bronze: 'Bronze',
      silver: 'Silver',
      gold: 'Gold',
      platinum: 'Platinum',
      diamond: 'Diamond',
    },
    standing: {
      title: 'Your VIP level',
      level: '{{name}} (level {{level}})',
      none: 'No VIP level yet',
      toNext: 'To reach {{name}}:',
      top: 'You have reached the highest level.',
    },
    progress: {
      deposits: 'Deposits',
      validBets: 'Valid bets',
      amounts: '{{current}} of {{target}}',
    },
    ladder: {
      title: 'VIP levels',
      level: 'Level {{level}}: {{name}}',
      current: 'Your level',
      requires: 'Needs {{deposits}} in deposits and {{validBets}} in valid bets',
      bonus: 'Level-up bonus: {{amount}}',
      claim: 'Claim the {{name}} bonus',
    },
  },
};
