// The sandbox game page's own texts (the server ships no i18n library; the page has a handful of strings).

export interface SandboxTexts {
  lang: string;
  locale: string;
  note: string;
  balance: string;
  bet: string;
  spin: string;
  spinning: string;
  reels: string;
  won: string;
  lost: string;
  insufficient_funds: string;
  expired: string;
  failed: string;
  /** The provably fair line (issue 14): the active pair's hash and next nonce, and the fairness page. */
  fairHash: string;
  fairNonce: string;
  fairLink: string;
}

const TEXTS: Record<string, SandboxTexts> = {
  EN: {
    lang: 'en',
    locale: 'en',
    note: 'Sandbox demo game: bets and wins move your demo wallet.',
    balance: 'Balance',
    bet: 'Bet',
    spin: 'Spin',
    spinning: 'Spinning…',
    reels: 'Reels',
    won: 'You won {amount}!',
    lost: 'No win this time.',
    insufficient_funds: 'Your balance does not cover this bet.',
    expired: 'This game session has ended. Close the game and start it again.',
    failed: 'Network link is abnormal, please try again',
    fairHash: 'Server seed hash',
    fairNonce: 'Next nonce',
    fairLink: 'Fairness: client seed, rotation and verification',
  },
  PT: {
    lang: 'pt',
    locale: 'pt-BR',
    note: 'Jogo de demonstração: apostas e ganhos movem sua carteira de demonstração.',
    balance: 'Saldo',
    bet: 'Aposta',
    spin: 'Girar',
    spinning: 'Girando…',
    reels: 'Rolos',
    won: 'Você ganhou {amount}!',
    lost: 'Sem ganho desta vez.',
    insufficient_funds: 'Seu saldo não cobre esta aposta.',
    expired: 'Esta sessão de jogo terminou. Feche o jogo e abra-o novamente.',
    failed: 'A conexão de rede está instável, tente novamente',
    fairHash: 'Hash da semente do servidor',
    fairNonce: 'Próximo nonce',
    fairLink: 'Justiça: semente do cliente, troca e verificação',
  },
  ES: {
    lang: 'es',
    locale: 'es-MX',
    note: 'Juego de demostración: las apuestas y ganancias mueven tu billetera de prueba.',
    balance: 'Saldo',
    bet: 'Apuesta',
    spin: 'Girar',
    spinning: 'Girando…',
    reels: 'Rodillos',
    won: '¡Ganaste {amount}!',
    lost: 'Sin premio esta vez.',
    insufficient_funds: 'Tu saldo no cubre esta apuesta.',
    expired: 'Esta sesión de juego terminó. Cierra el juego y ábrelo de nuevo.',
    failed: 'La conexión de red es inestable, inténtalo de nuevo',
    fairHash: 'Hash de la semilla del servidor',
    fairNonce: 'Próximo nonce',
    fairLink: 'Equidad: semilla del cliente, rotación y verificación',
  },
  BN: {
    lang: 'bn',
    locale: 'bn-BD',
    note: 'স্যান্ডবক্স ডেমো গেম: বাজি ও জয় আপনার ডেমো ওয়ালেটে যোগ-বিয়োগ হয়।',
    balance: 'ব্যালেন্স',
    bet: 'বাজি',
    spin: 'ঘোরান',
    spinning: 'ঘুরছে…',
    reels: 'রিল',
    won: 'আপনি {amount} জিতেছেন!',
    lost: 'এবার কোনো জয় নেই।',
    insufficient_funds: 'আপনার ব্যালেন্সে এই বাজি হবে না।',
    expired: 'এই গেম সেশন শেষ হয়েছে। গেমটি বন্ধ করে আবার চালু করুন।',
    failed: 'নেটওয়ার্ক সংযোগে সমস্যা, আবার চেষ্টা করুন',
    fairHash: 'সার্ভার সিডের হ্যাশ',
    fairNonce: 'পরের নন্স',
    fairLink: 'ন্যায্যতা: ক্লায়েন্ট সিড, বদল ও যাচাই',
  },
};

export const sandboxTexts = (language: string): SandboxTexts =>
  TEXTS[language.toUpperCase()] ?? TEXTS.EN!;
