// The shell's entries (issue 17): side menu, footer, dialog banners, the announcement list and the beginner guide.
export const shellEn = {
  shell: {
    bonusBanner: 'Bonus',
    loginBanner: 'Login offers',
    forgetBanner: 'Account safety',
    gameCentre: 'Game centre',
    customerService: 'Customer service',
    affiliate: 'Affiliate service',
    download: {
      android: 'Open the Android app download',
      ios: 'Open the iPhone install guide',
    },
    tagline: {
      brazil: 'Croupier Brasil: casino, slots, sports and lottery, in reais.',
      mexico: 'Croupier México: casino, slots, sports and lottery, in pesos.',
      bangladesh: 'Croupier Bangladesh: casino, slots, sports and lottery, in taka.',
    },
  },
  announcements: {
    title: 'Announcements',
    lead: 'News from the site, newest first.',
    empty: 'No announcements yet',
  },
  guide: {
    title: 'Beginner guide',
    lead: 'New here? Five steps from your account to your first game.',
    register: {
      title: '1. Create your account',
      text: 'Register in a minute with a username and password. You must be 18 or older.',
      link: 'Register',
    },
    deposit: {
      title: '2. Make a deposit',
      text: 'Open Deposit in the member center, choose a method and an amount. Deposits arrive in minutes.',
      link: 'Go to deposit',
    },
    play: {
      title: '3. Choose a game',
      text: 'Browse slots, live casino, sports and lottery from the menu, or search by name.',
      link: 'Browse slots',
    },
    rewards: {
      title: '4. Claim your bonuses',
      text: 'Promotions and the reward center pay bonuses for deposits, bets and daily check-ins.',
      link: 'See promotions',
    },
    help: {
      title: '5. Ask for help',
      text: 'The help center answers common questions; customer service is there around the clock.',
      link: 'Open the help center',
    },
  },
};
