// The lobby's texts for game start and the game pages: islands, which wait for en.ts, so they are kept out
// of the first script's part (./en.ts's lobbyFirstPaintEn). A file of their own, since the bundler puts a
// module the first script imports into its chunk whole.
export const lobbyIslandsEn = {
  popup: { loading: 'Starting {game}…', frameTitle: '{game} game' },
  trial: {
    title: 'A real account is needed',
    description: 'Trial accounts cannot play games. Register an account first.',
    register: 'Register an account',
  },
  maintenance: {
    title: 'Game maintenance',
    description: '{{game}} is under maintenance right now. Try one of these popular games instead.',
    suggestions: 'Popular games',
  },
  vendorGames: { description: 'Choose a game to play.' },
  lottery: {
    title: 'Lottery',
    seaTitle: 'Southeast Asia lottery',
    vnTitle: 'Vietnam lottery',
    games: 'Lottery games',
    lastDraw: 'Last draw {{numero}}: {{numbers}}',
    none: 'No lottery games are open right now.',
    recent: 'Recently played lotteries',
    results: 'Drawn results: {{game}}',
    numero: 'Draw',
    openedAt: 'Drawn at',
    numbers: 'Winning numbers',
  },
  gameClass: {
    label: 'Game class',
    all: 'All tables',
    baccarat: 'Baccarat',
    sicbo: 'Sic bo',
    roulette: 'Roulette',
    dragon_tiger: 'Dragon tiger',
    blackjack: 'Blackjack',
    other: 'Other games',
  },
  rooms: {
    title: 'Poker rooms',
    name: 'Room',
    blinds: 'Blinds',
    buyIn: 'Buy-in',
    players: 'Players',
    seated: '{{players}} of {{seats}}',
    action: 'Join',
    join: 'Join',
    joinRoom: 'Join {{room}}',
  },
  seamless: { title: 'Game', none: 'Choose a game from the lobby to play it here.' },
};
