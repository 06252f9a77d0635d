// The reward center, mission activity and invite friends pages (session 3), and their error codes.
export const rewardsEn = {
  rewards: {
    pages: { referral: 'Invite friends' },
    center: {
      lead: 'Join an activity, meet its requirement, then claim your reward. Rewards go into your balance and are listed in Bonus details.',
      empty: 'No activities right now',
      emptyText: 'New activities appear here. Please check back soon.',
      reward: 'Reward: {{amount}}',
      rebateAmount: 'Your rebate for last week: {{amount}}',
      rafflePrizes: 'Prizes up to {{amount}}, one draw a week',
      progress: 'Progress: {{current}} of {{target}}',
      startsAt: 'Starts {{date}}',
      endedAt: 'Ended {{date}}',
      claimedAmount: 'You received {{amount}}',
      join: 'Join',
      apply: 'Apply',
      applyAgain: 'Apply again',
      claim: 'Claim',
      draw: 'Draw my prize',
      claimed: '{{amount}} has been added to your balance.',
      yourRemark: 'Your application: {{remark}}',
      rejectReason: 'Reason: {{reason}}',
    },
    activities: {
      firstDeposit: {
        title: 'First deposit bonus',
        description: 'Make a first deposit of at least {{min}} and get {{amount}}.',
      },
      dailyCheckIn: {
        title: 'Daily check-in',
        description: 'Place at least one bet today, then check in for {{amount}}. Every day.',
      },
      weeklyRebate: {
        title: 'Weekly rebate',
        description: 'Get back {{rate}} of everything you bet last week.',
      },
      weeklyRaffle: {
        title: 'Weekly raffle',
        description: 'Bet {{min}} in total this week and draw a cash prize.',
      },
      shareAndWin: {
        title: 'Share and win',
        description:
          'Share our site on social media, then apply with a note and a screenshot. Once staff have checked it, you get {{amount}}.',
      },
      christmasCup: {
        title: 'Christmas deposit cup',
        description: 'Deposit at least {{min}} during the event and get {{amount}}.',
      },
      carnival: {
        title: 'Carnival deposit bonus',
        description: 'Deposit at least {{min}} during the event and get {{amount}}.',
      },
      vipBronze: {
        title: 'VIP Bronze level-up bonus',
        description:
          'Reach this VIP level with your deposits and valid bets, then claim {{amount}} once.',
      },
      vipSilver: {
        title: 'VIP Silver level-up bonus',
        description:
          'Reach this VIP level with your deposits and valid bets, then claim {{amount}} once.',
      },
      vipGold: {
        title: 'VIP Gold level-up bonus',
        description:
          'Reach this VIP level with your deposits and valid bets, then claim {{amount}} once.',
      },
      vipPlatinum: {
        title: 'VIP Platinum level-up bonus',
        description:
          'Reach this VIP level with your deposits and valid bets, then claim {{amount}} once.',
      },
      vipDiamond: {
        title: 'VIP Diamond level-up bonus',
        description:
          'Reach this VIP level with your deposits and valid bets, then claim {{amount}} once.',
      },
    },
    apply: {
      title: 'Apply: {{activity}}',
      description:
        'Tell us what you did. You can add up to 3 screenshots (png or jpg, at most 5 MB each).',
      remark: 'Remark',
      remarkHint: 'At most {{max}} characters',
      remarkRequired: 'Please enter a remark',
      remarkTooLong: 'The remark can be at most {{max}} characters',
      images: 'Screenshots',
      submit: 'Send application',
      sent: 'Application sent. Staff will review it soon.',
    },
    missions: {
      lead: "Complete this week's missions to earn rewards and points. The leaderboard ranks players by points, then by amount bet.",
      title: "This week's missions",
      period: '{{from}} to {{to}}',
      points: 'Your points this week: {{points}}',
      reward: 'Reward: {{amount}} and {{points}} points',
      progress: 'Progress: {{current}} of {{target}}',
      claim: 'Claim reward',
      inProcess: 'In progress',
      completed: 'Completed',
      claimed: 'Claimed',
      kinds: {
        betCount: 'Number of bets: {{target}}',
        wager: 'Total bet: {{target}}',
        depositCount: 'Number of deposits: {{target}}',
      },
    },
    leaderboard: {
      title: 'Leaderboard',
      rank: 'Rank',
      player: 'Player',
      points: 'Points',
      wager: 'Total bet',
      you: '{{name}} (you)',
      yourRank: 'Your rank: {{rank}}',
      unranked: 'Place a bet this week to join the leaderboard.',
      empty: 'No one is on the leaderboard yet',
      emptyText: 'The first bets of the week will appear here.',
    },
    referral: {
      lead: 'Invite friends with your code. When a friend registers with it and makes a first deposit, you earn {{amount}}.',
      code: 'Your referral code',
      link: 'Your invite link',
      copyCode: 'Copy referral code',
      copyLink: 'Copy invite link',
      copied: 'Copied',
      copyFailed: 'Could not copy. Select the text and copy it by hand.',
      copySuccess: 'Copy success',
      copySuccessText: 'Send it to your friends so they can register with your code.',
      ok: 'OK',
      friends: 'Friends who registered',
      friendsEmpty: 'No friends yet',
      friendsEmptyText: 'Friends who register with your code or link appear here.',
      name: 'Friend',
      registeredAt: 'Registered',
      firstDeposit: 'First deposit',
      reward: 'Reward',
      yes: 'Yes',
      no: 'No',
      rewardNone: 'Waiting for a deposit',
      rewardClaimable: 'Ready to claim',
      rewardClaimed: 'Paid',
      earned: 'Rewards earned',
      claimable: 'Ready to claim',
      claim: 'Claim rewards',
    },
  },
};

/** Error texts of the reward codes (openapi.yaml ErrorCode), spread into `errors`. */
export const rewardErrorsEn = {
  reward_not_eligible: 'You do not meet the requirements of this activity yet',
  reward_unavailable: 'This activity is closed or has not started yet',
  reward_state_conflict: 'This step is not available in the current status of the activity',
  players_only: 'Only player accounts can invite friends',
  feature_disabled: 'This feature is not available on this site',
};
