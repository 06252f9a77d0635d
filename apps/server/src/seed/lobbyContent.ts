// The demo lobby texts in every language a merchant offers (spec §1: EN, PT, ES, BN).

export type Language = 'EN' | 'PT' | 'ES' | 'BN';

export interface LobbyTexts {
  banners: Record<string, string>;
  notices: { B: string; PL: string; PU: string; PR: string; H: string };
  /** [title, paragraph]; the first three are popups for B (anonymous), A (logged in) and F (first login). */
  announcements: [string, string][];
}

export const LOBBY_TEXTS: Record<Language, LobbyTexts> = {
  EN: {
    banners: {
      'home-welcome': 'Welcome bonus: 100% on your first deposit',
      'home-promotions': 'Every promotion in one place',
      'home-live': 'Live casino tables open around the clock',
      'home-featured': 'Featured slot of the week',
      'home-crash': 'Crash games: cash out before the rocket flies',
      'home-responsible': 'Play responsibly: set your limits in the help centre',
      'login-daily': 'Log in and claim your daily bonus',
      'forget-safe': 'Reset your password safely in two steps',
      'menu-rewards': 'Bonuses waiting in your reward center',
      'menu-invite': 'Invite friends and earn together',
    },
    notices: {
      B: 'PG Soft maintenance on Monday from 03:00 to 04:00',
      PL: 'New slots from JILI every week',
      PU: 'Deposits arrive in minutes, any time of day',
      PR: 'Double points on live casino this weekend',
      H: 'Holiday hours: customer service stays open 24/7',
    },
    announcements: [
      [
        'Welcome to Croupier',
        'Register in one minute and receive a welcome bonus on your first deposit.',
      ],
      ['Your weekly cashback is ready', 'Open the reward center to claim this week’s cashback.'],
      [
        'Welcome aboard',
        'Thank you for joining. Your first-deposit bonus is waiting in the reward center.',
      ],
      ['New vendor lanes', 'Browse the games of each vendor from the top menu.'],
      ['Live casino tournament', 'Play any baccarat table this month to climb the leaderboard.'],
      [
        'Lottery results every day',
        'Vietnamese and SEA lottery results are published after each draw.',
      ],
      ['Scheduled maintenance', 'Some games are briefly unavailable on Monday morning.'],
      [
        'Security reminder',
        'We never ask for your password. Turn on verification in the security center.',
      ],
      ['Fishing games week', 'Fishing games pay extra points until Sunday.'],
      ['Crash games are here', 'Try our in-house crash games with fast rounds.'],
      ['Mission leaderboard', 'Complete missions to earn rewards and points.'],
      ['Points mall update', 'New rewards have been added to the points mall.'],
    ],
  },
  PT: {
    banners: {
      'home-welcome': 'Bônus de boas-vindas: 100% no primeiro depósito',
      'home-promotions': 'Todas as promoções em um só lugar',
      'home-live': 'Mesas de cassino ao vivo abertas o tempo todo',
      'home-featured': 'Slot em destaque da semana',
      'home-crash': 'Jogos crash: saque antes de o foguete voar',
      'home-responsible': 'Jogue com responsabilidade: defina seus limites na central de ajuda',
      'login-daily': 'Entre e resgate seu bônus diário',
      'forget-safe': 'Redefina sua senha com segurança em duas etapas',
      'menu-rewards': 'Bônus esperando na sua central de recompensas',
      'menu-invite': 'Convide amigos e ganhem juntos',
    },
    notices: {
      B: 'Manutenção da PG Soft na segunda-feira das 03:00 às 04:00',
      PL: 'Novos slots da JILI toda semana',
      PU: 'Depósitos creditados em minutos, a qualquer hora',
      PR: 'Pontos em dobro no cassino ao vivo neste fim de semana',
      H: 'Horário de feriado: o atendimento continua 24 horas',
    },
    announcements: [
      [
        'Bem-vindo ao Croupier',
        'Cadastre-se em um minuto e receba um bônus de boas-vindas no primeiro depósito.',
      ],
      [
        'Seu cashback semanal está pronto',
        'Abra a central de recompensas para resgatar o cashback desta semana.',
      ],
      [
        'Boas-vindas a bordo',
        'Obrigado por se cadastrar. Seu bônus de primeiro depósito espera na central de recompensas.',
      ],
      ['Novas faixas de provedores', 'Veja os jogos de cada provedor no menu superior.'],
      [
        'Torneio de cassino ao vivo',
        'Jogue em qualquer mesa de bacará este mês para subir no ranking.',
      ],
      [
        'Resultados de loteria todos os dias',
        'Os resultados das loterias do Vietnã e do Sudeste Asiático saem após cada sorteio.',
      ],
      [
        'Manutenção programada',
        'Alguns jogos ficam indisponíveis por pouco tempo na segunda de manhã.',
      ],
      [
        'Lembrete de segurança',
        'Nunca pedimos sua senha. Ative a verificação na central de segurança.',
      ],
      ['Semana dos jogos de pesca', 'Os jogos de pesca dão pontos extras até domingo.'],
      ['Chegaram os jogos crash', 'Experimente nossos jogos crash próprios, com rodadas rápidas.'],
      ['Ranking de missões', 'Complete missões para ganhar recompensas e pontos.'],
      ['Novidades na loja de pontos', 'Novas recompensas foram adicionadas à loja de pontos.'],
    ],
  },
  ES: {
    banners: {
      'home-welcome': 'Bono de bienvenida: 100% en tu primer depósito',
      'home-promotions': 'Todas las promociones en un solo lugar',
      'home-live': 'Mesas de casino en vivo abiertas todo el día',
      'home-featured': 'Tragamonedas destacada de la semana',
      'home-crash': 'Juegos crash: retira antes de que despegue el cohete',
      'home-responsible': 'Juega con responsabilidad: fija tus límites en el centro de ayuda',
      'login-daily': 'Inicia sesión y reclama tu bono diario',
      'forget-safe': 'Restablece tu contraseña de forma segura en dos pasos',
      'menu-rewards': 'Bonos esperándote en tu centro de recompensas',
      'menu-invite': 'Invita a tus amigos y ganen juntos',
    },
    notices: {
      B: 'Mantenimiento de PG Soft el lunes de 03:00 a 04:00',
      PL: 'Nuevas tragamonedas de JILI cada semana',
      PU: 'Los depósitos llegan en minutos, a cualquier hora',
      PR: 'Puntos dobles en el casino en vivo este fin de semana',
      H: 'Horario festivo: atención al cliente abierta 24/7',
    },
    announcements: [
      [
        'Bienvenido a Croupier',
        'Regístrate en un minuto y recibe un bono de bienvenida en tu primer depósito.',
      ],
      [
        'Tu reembolso semanal está listo',
        'Abre el centro de recompensas para reclamar el reembolso de esta semana.',
      ],
      [
        'Bienvenido a bordo',
        'Gracias por unirte. Tu bono de primer depósito te espera en el centro de recompensas.',
      ],
      [
        'Nuevas secciones de proveedores',
        'Explora los juegos de cada proveedor desde el menú superior.',
      ],
      [
        'Torneo de casino en vivo',
        'Juega en cualquier mesa de bacará este mes para subir en la clasificación.',
      ],
      [
        'Resultados de lotería cada día',
        'Los resultados de las loterías de Vietnam y el Sudeste Asiático se publican tras cada sorteo.',
      ],
      [
        'Mantenimiento programado',
        'Algunos juegos no estarán disponibles por un rato el lunes por la mañana.',
      ],
      [
        'Recordatorio de seguridad',
        'Nunca te pedimos tu contraseña. Activa la verificación en el centro de seguridad.',
      ],
      ['Semana de juegos de pesca', 'Los juegos de pesca dan puntos extra hasta el domingo.'],
      ['Llegaron los juegos crash', 'Prueba nuestros juegos crash propios con rondas rápidas.'],
      ['Clasificación de misiones', 'Completa misiones para ganar recompensas y puntos.'],
      [
        'Novedades en la tienda de puntos',
        'Se añadieron nuevas recompensas a la tienda de puntos.',
      ],
    ],
  },
  BN: {
    banners: {
      'home-welcome': 'স্বাগতম বোনাস: প্রথম ডিপোজিটে ১০০%',
      'home-promotions': 'সব প্রমোশন এক জায়গায়',
      'home-live': 'লাইভ ক্যাসিনোর টেবিল দিনরাত খোলা',
      'home-featured': 'এই সপ্তাহের সেরা স্লট',
      'home-crash': 'ক্র্যাশ গেম: রকেট ওড়ার আগেই টাকা তুলে নিন',
      'home-responsible': 'দায়িত্বের সঙ্গে খেলুন: সহায়তা কেন্দ্রে আপনার সীমা ঠিক করুন',
      'login-daily': 'লগ ইন করে আপনার দৈনিক বোনাস নিন',
      'forget-safe': 'দুই ধাপে নিরাপদে পাসওয়ার্ড রিসেট করুন',
      'menu-rewards': 'আপনার রিওয়ার্ড সেন্টারে বোনাস অপেক্ষা করছে',
      'menu-invite': 'বন্ধুদের আমন্ত্রণ জানান, একসঙ্গে আয় করুন',
    },
    notices: {
      B: 'সোমবার ০৩:০০ থেকে ০৪:০০ পর্যন্ত PG Soft রক্ষণাবেক্ষণ',
      PL: 'প্রতি সপ্তাহে JILI-র নতুন স্লট',
      PU: 'ডিপোজিট যেকোনো সময় কয়েক মিনিটেই পৌঁছে যায়',
      PR: 'এই সপ্তাহান্তে লাইভ ক্যাসিনোতে দ্বিগুণ পয়েন্ট',
      H: 'ছুটির সময়সূচি: গ্রাহকসেবা ২৪/৭ খোলা',
    },
    announcements: [
      ['Croupier-এ স্বাগতম', 'এক মিনিটে নিবন্ধন করুন এবং প্রথম ডিপোজিটে স্বাগতম বোনাস পান।'],
      ['আপনার সাপ্তাহিক ক্যাশব্যাক প্রস্তুত', 'এই সপ্তাহের ক্যাশব্যাক নিতে রিওয়ার্ড সেন্টার খুলুন।'],
      [
        'আমাদের সঙ্গে যোগ দেওয়ায় স্বাগতম',
        'যোগ দেওয়ার জন্য ধন্যবাদ। আপনার প্রথম ডিপোজিট বোনাস রিওয়ার্ড সেন্টারে অপেক্ষা করছে।',
      ],
      ['প্রোভাইডারদের নতুন বিভাগ', 'উপরের মেনু থেকে প্রতিটি প্রোভাইডারের গেম দেখুন।'],
      ['লাইভ ক্যাসিনো টুর্নামেন্ট', 'লিডারবোর্ডে উঠতে এই মাসে যেকোনো ব্যাকারাট টেবিলে খেলুন।'],
      [
        'প্রতিদিন লটারির ফলাফল',
        'প্রতিটি ড্রয়ের পর ভিয়েতনাম ও দক্ষিণ-পূর্ব এশিয়ার লটারির ফলাফল প্রকাশ করা হয়।',
      ],
      ['নির্ধারিত রক্ষণাবেক্ষণ', 'সোমবার সকালে কিছু গেম অল্প সময়ের জন্য বন্ধ থাকবে।'],
      ['নিরাপত্তা অনুস্মারক', 'আমরা কখনো আপনার পাসওয়ার্ড চাই না। নিরাপত্তা কেন্দ্রে যাচাইকরণ চালু করুন।'],
      ['ফিশিং গেম সপ্তাহ', 'রবিবার পর্যন্ত ফিশিং গেমে অতিরিক্ত পয়েন্ট।'],
      ['ক্র্যাশ গেম এসে গেছে', 'দ্রুত রাউন্ডের আমাদের নিজস্ব ক্র্যাশ গেম খেলে দেখুন।'],
      ['মিশন লিডারবোর্ড', 'পুরস্কার ও পয়েন্ট পেতে মিশন সম্পূর্ণ করুন।'],
      ['পয়েন্ট মলে নতুন যা আছে', 'পয়েন্ট মলে নতুন পুরস্কার যোগ করা হয়েছে।'],
    ],
  },
};
