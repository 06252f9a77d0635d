// The member's avatar and the home's popular games (issue 17, §7 member icon and "Popular and routers").
export const memberCallsEn = {
  avatar: {
    legend: 'Avatar',
    current: 'Your avatar',
    upload: 'Upload a picture',
    uploadHint: 'PNG, JPEG or WebP, at most 256 kB',
    saved: 'Your avatar has been changed',
    choices: {
      spade: 'Spade',
      heart: 'Heart',
      diamond: 'Diamond',
      club: 'Club',
      star: 'Star',
      chip: 'Chip',
    },
  },
  popular: {
    title: 'Popular now',
    routesLabel: 'Explore',
    routes: {
      promotions: 'Promotions',
      pointMall: 'Points mall',
      rewardCenter: 'Reward center',
      vip: 'VIP',
      inviteFriends: 'Invite friends',
      register: 'Create an account',
    },
  },
};

export const memberCallErrorsEn = {
  avatar_invalid_type: 'Avatars must be PNG, JPEG or WebP images',
  avatar_too_large: 'The picture is too large: at most 256 kB',
};
