// The sandbox slot's fairness page and its spin verifier (issue 14), and their error code.
export const slotEn = {
  slot: {
    fair: {
      title: 'Slot fairness',
      lead: 'Each spin’s reels come from HMAC-SHA256 keyed with the server seed, over your client seed and the spin’s nonce. Only the server seed’s hash is shown before you spin; rotate the pair to reveal the seed and verify every spin made with it.',
      formula:
        'The HMAC’s bytes are read in order, bytes from 252 up are skipped, and each kept byte mod 6 gives the next reel: 7, BAR, BELL, STAR, CHERRY, LEMON.',
      rtp: 'Return to player {{rtp}} %',
      active: 'Active seed pair',
      serverSeedHash: 'Server seed hash (SHA-256)',
      clientSeed: 'Client seed',
      clientSeedHint:
        '1 to 64 printable characters. Changing it after spins reveals the current server seed.',
      saveClientSeed: 'Save client seed',
      clientSeedSaved: 'Client seed saved',
      nonce: 'Next nonce',
      rotate: 'Rotate seed pair',
      rotated: 'Server seed revealed; a new seed pair is active',
      revealed: 'Revealed seeds',
      revealedEmpty: 'No seeds revealed yet',
      serverSeed: 'Server seed',
      spinCount: 'Spins',
      spins: 'Recent spins',
      spinsEmpty: 'No spins yet',
      game: 'Game',
      reels: 'Reels',
      bet: 'Bet',
      win: 'Win',
      verifySpin: 'Verify spin {{nonce}}',
      awaitingReveal: 'Rotate the seed pair to verify',
      verifier: 'Open the spin verifier',
    },
    verify: {
      title: 'Verify a slot spin',
      lead: 'The reels are recomputed in your browser from the server seed, client seed and nonce: nothing is sent to the server.',
      serverSeed: 'Server seed (revealed)',
      serverSeedHash: 'Server seed hash shown before the spin',
      serverSeedHashHint: 'Optional: checks the revealed seed against it',
      clientSeed: 'Client seed',
      nonce: 'Nonce',
      submit: 'Verify',
      seedFormat: 'A seed or hash is 64 hexadecimal characters (0-9, a-f)',
      clientSeedFormat: 'A client seed is 1 to 64 printable characters',
      nonceFormat: 'A nonce is a whole number from 0',
      result: 'Result',
      reels: 'Reels: {{reels}}',
      hashOk: 'Confirmed: SHA-256 of the server seed is the hash shown before the spin.',
      hashBad: 'Not confirmed: SHA-256 of the server seed is not the hash given.',
      computedHash: 'SHA-256 of the server seed: {{hash}}',
    },
  },
};

export const slotErrorsEn = {
  invalid_client_seed:
    'A client seed is 1 to 64 printable characters (letters, digits, spaces, symbols)',
};
