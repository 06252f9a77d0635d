// The demo promotions (issue 17): one or more of every spec §3 type, each in every language a merchant
// offers (EN, PT, ES, BN). Texts name no amounts: those differ per merchant and live in the reward center.
import type { Language } from './lobbyContent';

export interface PromotionSeed {
  /** Stable per merchant; also the key of its artwork and of the banners that open it. */
  code: string;
  type: string;
  /** The reward-center activity (rewards/catalogue.ts) a member takes part through. */
  activityCode: string | null;
  onHome: boolean;
  /** Days from the seed day; null start is 2026-01-01, null end is open-ended. */
  window?: { startsInDays: number; endsInDays: number };
  images: number;
}

/** In display order; the first six are the home carousel's (spec §9: three per view). */
export const PROMOTIONS: readonly PromotionSeed[] = [
  {
    code: 'welcome-bonus',
    type: 'new_player',
    activityCode: 'firstDeposit',
    onHome: true,
    images: 3,
  },
  { code: 'daily-reload', type: 'deposit', activityCode: null, onHome: true, images: 2 },
  { code: 'slots-race', type: 'slots', activityCode: null, onHome: true, images: 2 },
  { code: 'live-cashback', type: 'live_casino', activityCode: null, onHome: true, images: 2 },
  { code: 'weekly-rebate', type: 'rebate', activityCode: 'weeklyRebate', onHome: true, images: 2 },
  { code: 'winners-board', type: 'ranking', activityCode: null, onHome: true, images: 2 },
  { code: 'sports-boost', type: 'sports', activityCode: null, onHome: false, images: 2 },
  { code: 'poker-tournament', type: 'poker', activityCode: null, onHome: false, images: 2 },
  { code: 'fishing-week', type: 'fishing', activityCode: null, onHome: false, images: 2 },
  { code: 'lucky-numbers', type: 'lottery', activityCode: null, onHome: false, images: 2 },
  { code: 'double-points', type: 'points_mall', activityCode: null, onHome: false, images: 2 },
  { code: 'app-gift', type: 'app_download', activityCode: null, onHome: false, images: 2 },
  {
    code: 'daily-check-in',
    type: 'gaming',
    activityCode: 'dailyCheckIn',
    onHome: false,
    images: 2,
  },
  { code: 'weekly-raffle', type: 'other', activityCode: 'weeklyRaffle', onHome: false, images: 2 },
  { code: 'share-and-win', type: 'other', activityCode: 'shareAndWin', onHome: false, images: 2 },
  {
    code: 'christmas-cup',
    type: 'deposit',
    activityCode: 'christmasCup',
    onHome: false,
    // The same window as its reward-center activity: it shows as coming soon.
    window: { startsInDays: 10, endsInDays: 40 },
    images: 2,
  },
];

/** [title, summary, body paragraph, a term of its own]. */
type PromotionText = [string, string, string, string];

export interface PromotionTexts {
  /** The heading over the body's "how to take part" line. */
  howTo: string;
  /** Terms every promotion carries after its own. */
  commonTerms: string[];
  promotions: Record<string, PromotionText>;
}

export const PROMOTION_TEXTS: Record<Language, PromotionTexts> = {
  EN: {
    howTo: 'How to take part',
    commonTerms: [
      'One bonus per member, household, device and payment account.',
      'Bonuses are credited to your balance and listed in Bonus details.',
      'We may end or change a promotion; claims already made are honoured.',
    ],
    promotions: {
      'welcome-bonus': [
        'First deposit bonus',
        'A bonus on your first deposit, claimed in the reward center.',
        'Join in the reward center, make your first deposit of at least the minimum shown, then claim your bonus.',
        'Only a member’s first successful deposit counts.',
      ],
      'daily-reload': [
        'Daily reload 10%',
        'Every day, a reload bonus on your first deposit.',
        'Deposit any day of the week and a 10% reload is added with your next bonus payout.',
        'Only the first deposit of each day counts.',
      ],
      'slots-race': [
        'Slots weekly race',
        'The biggest slot wins of the week share the prize pool.',
        'Play any slot game: your biggest single win of the week sets your place in the race.',
        'The race runs Monday 00:00 to Sunday 23:59.',
      ],
      'live-cashback': [
        'Live casino cashback',
        '5% back on live casino losses every Monday.',
        'Play at any live table during the week; on Monday 5% of your net live casino loss comes back.',
        'Only settled live casino rounds count.',
      ],
      'weekly-rebate': [
        'Unlimited rebate',
        'A rebate on every valid bet, paid weekly.',
        'Join in the reward center: every valid bet of the week earns a rebate you claim the week after.',
        'Cancelled and void bets earn no rebate.',
      ],
      'winners-board': [
        'Winners leaderboard',
        'Top winners of the month receive extra prizes.',
        'Your biggest wins of the month are ranked on the winners list; the top ten receive a prize.',
        'Prizes are paid within three days of the month’s end.',
      ],
      'sports-boost': [
        'Sports accumulator boost',
        'Extra winnings on accumulators of four legs or more.',
        'Place an accumulator of four or more selections and a winning slip pays a boost on top.',
        'Each selection must have odds of at least 1.50.',
      ],
      'poker-tournament': [
        'Poker table tournament',
        'Climb the poker tables’ leaderboard every weekend.',
        'Every hand you play at the poker rooms on Saturday and Sunday earns tournament points.',
        'Points from fold-only hands do not count.',
      ],
      'fishing-week': [
        'Fishing games week',
        'Fishing games pay extra all week.',
        'Play any fishing game this week and your catches earn a bonus on top of every win.',
        'Only real-money rounds count.',
      ],
      'lucky-numbers': [
        'Lottery lucky numbers',
        'Pick the lucky number of the day and win more.',
        'Each day a lucky number is published; lottery tickets that include it pay a bonus when they win.',
        'The lucky number is published at 00:00.',
      ],
      'double-points': [
        'Double points week',
        'Earn double points on every valid bet this week.',
        'Every valid bet earns twice the usual points, to redeem for rewards in the points mall.',
        'Points never expire.',
      ],
      'app-gift': [
        'App download gift',
        'Install our app and receive a welcome gift.',
        'Download the app from the App download page, log in on your phone and your gift is added.',
        'One gift per member and per device.',
      ],
      'daily-check-in': [
        'Daily check-in',
        'Place a bet each day and collect a check-in reward.',
        'Join in the reward center, place at least one bet today, then claim the day’s reward.',
        'The day ends at 23:59 in the merchant’s time zone.',
      ],
      'weekly-raffle': [
        'Weekly raffle',
        'Deposit during the week for a draw with instant prizes.',
        'Join in the reward center and deposit the minimum during the week to draw your prize once.',
        'One draw per member per week.',
      ],
      'share-and-win': [
        'Share and win',
        'Share our site and send us a screenshot for a reward.',
        'Join in the reward center, share the site, then apply with a remark and up to three screenshots.',
        'Staff review every application within 48 hours.',
      ],
      'christmas-cup': [
        'Christmas deposit cup',
        'A festive bonus on deposits during the holidays.',
        'Join in the reward center when the cup opens and deposit the minimum to receive the bonus.',
        'Deposits made before the cup opens do not count.',
      ],
    },
  },
  PT: {
    howTo: 'Como participar',
    commonTerms: [
      'Um bônus por membro, residência, dispositivo e conta de pagamento.',
      'Os bônus entram no seu saldo e aparecem em Detalhes de bônus.',
      'Podemos encerrar ou alterar uma promoção; resgates já feitos são honrados.',
    ],
    promotions: {
      'welcome-bonus': [
        'Bônus de primeiro depósito',
        'Um bônus no seu primeiro depósito, resgatado na central de recompensas.',
        'Participe na central de recompensas, faça o primeiro depósito de pelo menos o mínimo indicado e resgate o bônus.',
        'Vale apenas o primeiro depósito bem-sucedido do membro.',
      ],
      'daily-reload': [
        'Recarga diária 10%',
        'Todo dia, um bônus de recarga no primeiro depósito.',
        'Deposite em qualquer dia da semana e uma recarga de 10% entra no próximo pagamento de bônus.',
        'Vale apenas o primeiro depósito de cada dia.',
      ],
      'slots-race': [
        'Corrida semanal de slots',
        'Os maiores ganhos em slots da semana dividem o prêmio.',
        'Jogue qualquer slot: seu maior ganho único da semana define sua posição na corrida.',
        'A corrida vai de segunda 00:00 a domingo 23:59.',
      ],
      'live-cashback': [
        'Cashback no cassino ao vivo',
        '5% de volta nas perdas do cassino ao vivo toda segunda.',
        'Jogue em qualquer mesa ao vivo durante a semana; na segunda, 5% da sua perda líquida volta para você.',
        'Valem apenas rodadas ao vivo liquidadas.',
      ],
      'weekly-rebate': [
        'Rebate ilimitado',
        'Um rebate em toda aposta válida, pago semanalmente.',
        'Participe na central de recompensas: cada aposta válida da semana gera um rebate que você resgata na semana seguinte.',
        'Apostas canceladas e anuladas não geram rebate.',
      ],
      'winners-board': [
        'Ranking de vencedores',
        'Os maiores vencedores do mês recebem prêmios extras.',
        'Seus maiores ganhos do mês entram na lista de vencedores; os dez primeiros recebem um prêmio.',
        'Os prêmios são pagos até três dias após o fim do mês.',
      ],
      'sports-boost': [
        'Turbo de apostas múltiplas',
        'Ganhos extras em múltiplas de quatro seleções ou mais.',
        'Faça uma múltipla com quatro ou mais seleções e o bilhete vencedor paga um turbo a mais.',
        'Cada seleção deve ter odds de pelo menos 1,50.',
      ],
      'poker-tournament': [
        'Torneio das mesas de pôquer',
        'Suba no ranking das mesas de pôquer todo fim de semana.',
        'Cada mão jogada nas salas de pôquer no sábado e no domingo soma pontos de torneio.',
        'Mãos apenas desistidas não contam.',
      ],
      'fishing-week': [
        'Semana dos jogos de pesca',
        'Os jogos de pesca pagam a mais a semana toda.',
        'Jogue qualquer jogo de pesca nesta semana e suas capturas rendem um bônus em cada ganho.',
        'Valem apenas rodadas com dinheiro real.',
      ],
      'lucky-numbers': [
        'Números da sorte da loteria',
        'Escolha o número da sorte do dia e ganhe mais.',
        'Todo dia sai um número da sorte; bilhetes que o incluem pagam um bônus quando ganham.',
        'O número da sorte é publicado às 00:00.',
      ],
      'double-points': [
        'Semana de pontos em dobro',
        'Ganhe pontos em dobro em toda aposta válida nesta semana.',
        'Cada aposta válida rende o dobro dos pontos habituais, para trocar por recompensas na loja de pontos.',
        'Os pontos nunca expiram.',
      ],
      'app-gift': [
        'Presente por baixar o app',
        'Instale nosso app e receba um presente de boas-vindas.',
        'Baixe o app na página de download, entre pelo celular e o presente é adicionado.',
        'Um presente por membro e por dispositivo.',
      ],
      'daily-check-in': [
        'Check-in diário',
        'Faça uma aposta por dia e receba a recompensa de check-in.',
        'Participe na central de recompensas, faça pelo menos uma aposta hoje e resgate a recompensa do dia.',
        'O dia termina às 23:59 no fuso horário do site.',
      ],
      'weekly-raffle': [
        'Sorteio semanal',
        'Deposite durante a semana e concorra a prêmios na hora.',
        'Participe na central de recompensas e deposite o mínimo durante a semana para sortear seu prêmio uma vez.',
        'Um sorteio por membro por semana.',
      ],
      'share-and-win': [
        'Compartilhe e ganhe',
        'Compartilhe nosso site e envie uma captura de tela para ganhar.',
        'Participe na central de recompensas, compartilhe o site e candidate-se com um comentário e até três capturas.',
        'A equipe analisa cada candidatura em até 48 horas.',
      ],
      'christmas-cup': [
        'Copa de depósitos de Natal',
        'Um bônus festivo nos depósitos das festas.',
        'Participe na central de recompensas quando a copa abrir e deposite o mínimo para receber o bônus.',
        'Depósitos feitos antes da abertura não contam.',
      ],
    },
  },
  ES: {
    howTo: 'Cómo participar',
    commonTerms: [
      'Un bono por miembro, hogar, dispositivo y cuenta de pago.',
      'Los bonos se abonan a tu saldo y aparecen en Detalles de bonos.',
      'Podemos terminar o cambiar una promoción; los reclamos ya hechos se respetan.',
    ],
    promotions: {
      'welcome-bonus': [
        'Bono de primer depósito',
        'Un bono en tu primer depósito, que reclamas en el centro de recompensas.',
        'Únete en el centro de recompensas, haz tu primer depósito de al menos el mínimo indicado y reclama tu bono.',
        'Solo cuenta el primer depósito exitoso del miembro.',
      ],
      'daily-reload': [
        'Recarga diaria 10%',
        'Cada día, un bono de recarga en tu primer depósito.',
        'Deposita cualquier día de la semana y una recarga del 10% se suma a tu próximo pago de bonos.',
        'Solo cuenta el primer depósito de cada día.',
      ],
      'slots-race': [
        'Carrera semanal de tragamonedas',
        'Las mayores ganancias de la semana se reparten el premio.',
        'Juega cualquier tragamonedas: tu mayor ganancia única de la semana fija tu puesto en la carrera.',
        'La carrera va del lunes 00:00 al domingo 23:59.',
      ],
      'live-cashback': [
        'Reembolso en casino en vivo',
        '5% de reembolso de las pérdidas en casino en vivo cada lunes.',
        'Juega en cualquier mesa en vivo durante la semana; el lunes recuperas el 5% de tu pérdida neta.',
        'Solo cuentan las rondas en vivo liquidadas.',
      ],
      'weekly-rebate': [
        'Reembolso ilimitado',
        'Un reembolso en cada apuesta válida, pagado cada semana.',
        'Únete en el centro de recompensas: cada apuesta válida de la semana genera un reembolso que reclamas la semana siguiente.',
        'Las apuestas canceladas o anuladas no generan reembolso.',
      ],
      'winners-board': [
        'Clasificación de ganadores',
        'Los mayores ganadores del mes reciben premios extra.',
        'Tus mayores ganancias del mes entran en la lista de ganadores; los diez primeros reciben un premio.',
        'Los premios se pagan dentro de los tres días siguientes al fin de mes.',
      ],
      'sports-boost': [
        'Impulso de combinadas',
        'Ganancias extra en combinadas de cuatro selecciones o más.',
        'Haz una combinada de cuatro o más selecciones y el boleto ganador paga un impulso adicional.',
        'Cada selección debe tener una cuota mínima de 1,50.',
      ],
      'poker-tournament': [
        'Torneo de mesas de póquer',
        'Sube en la clasificación de las mesas de póquer cada fin de semana.',
        'Cada mano jugada en las salas de póquer el sábado y el domingo suma puntos de torneo.',
        'Las manos en las que solo te retiras no cuentan.',
      ],
      'fishing-week': [
        'Semana de juegos de pesca',
        'Los juegos de pesca pagan extra toda la semana.',
        'Juega cualquier juego de pesca esta semana y tus capturas suman un bono en cada ganancia.',
        'Solo cuentan las rondas con dinero real.',
      ],
      'lucky-numbers': [
        'Números de la suerte de la lotería',
        'Elige el número de la suerte del día y gana más.',
        'Cada día se publica un número de la suerte; los boletos que lo incluyen pagan un bono al ganar.',
        'El número de la suerte se publica a las 00:00.',
      ],
      'double-points': [
        'Semana de puntos dobles',
        'Gana puntos dobles en cada apuesta válida esta semana.',
        'Cada apuesta válida suma el doble de los puntos habituales, para canjear en la tienda de puntos.',
        'Los puntos nunca caducan.',
      ],
      'app-gift': [
        'Regalo por descargar la app',
        'Instala nuestra app y recibe un regalo de bienvenida.',
        'Descarga la app desde la página de descargas, inicia sesión en tu teléfono y se añade tu regalo.',
        'Un regalo por miembro y por dispositivo.',
      ],
      'daily-check-in': [
        'Registro diario',
        'Haz una apuesta cada día y recibe la recompensa de registro.',
        'Únete en el centro de recompensas, haz al menos una apuesta hoy y reclama la recompensa del día.',
        'El día termina a las 23:59 en la zona horaria del sitio.',
      ],
      'weekly-raffle': [
        'Sorteo semanal',
        'Deposita durante la semana y participa en un sorteo con premios al instante.',
        'Únete en el centro de recompensas y deposita el mínimo durante la semana para sortear tu premio una vez.',
        'Un sorteo por miembro por semana.',
      ],
      'share-and-win': [
        'Comparte y gana',
        'Comparte nuestro sitio y envíanos una captura para ganar.',
        'Únete en el centro de recompensas, comparte el sitio y solicita con un comentario y hasta tres capturas.',
        'El equipo revisa cada solicitud en un plazo de 48 horas.',
      ],
      'christmas-cup': [
        'Copa de depósitos navideña',
        'Un bono festivo en los depósitos de las fiestas.',
        'Únete en el centro de recompensas cuando abra la copa y deposita el mínimo para recibir el bono.',
        'Los depósitos hechos antes de la apertura no cuentan.',
      ],
    },
  },
  BN: {
    howTo: 'কীভাবে অংশ নেবেন',
    commonTerms: [
      'প্রতি সদস্য, পরিবার, ডিভাইস ও পেমেন্ট অ্যাকাউন্টে একটি বোনাস।',
      'বোনাস আপনার ব্যালেন্সে যোগ হয় এবং বোনাস বিবরণে দেখা যায়।',
      'আমরা কোনো প্রমোশন বন্ধ বা পরিবর্তন করতে পারি; আগে নেওয়া দাবি বহাল থাকে।',
    ],
    promotions: {
      'welcome-bonus': [
        'প্রথম ডিপোজিট বোনাস',
        'প্রথম ডিপোজিটে একটি বোনাস, যা রিওয়ার্ড সেন্টারে নেবেন।',
        'রিওয়ার্ড সেন্টারে যোগ দিন, দেখানো ন্যূনতম পরিমাণের প্রথম ডিপোজিট করুন, তারপর বোনাস নিন।',
        'শুধু সদস্যের প্রথম সফল ডিপোজিট গণ্য হবে।',
      ],
      'daily-reload': [
        'দৈনিক রিলোড ১০%',
        'প্রতিদিন প্রথম ডিপোজিটে রিলোড বোনাস।',
        'সপ্তাহের যেকোনো দিন ডিপোজিট করুন, পরের বোনাস পরিশোধে ১০% রিলোড যোগ হবে।',
        'প্রতিদিনের শুধু প্রথম ডিপোজিট গণ্য হবে।',
      ],
      'slots-race': [
        'সাপ্তাহিক স্লট রেস',
        'সপ্তাহের সবচেয়ে বড় স্লট জয়গুলো পুরস্কার ভাগ করে নেয়।',
        'যেকোনো স্লট খেলুন: সপ্তাহের আপনার সবচেয়ে বড় একক জয় রেসে আপনার অবস্থান ঠিক করে।',
        'রেস চলে সোমবার ০০:০০ থেকে রবিবার ২৩:৫৯ পর্যন্ত।',
      ],
      'live-cashback': [
        'লাইভ ক্যাসিনো ক্যাশব্যাক',
        'প্রতি সোমবার লাইভ ক্যাসিনোর ক্ষতির ৫% ফেরত।',
        'সপ্তাহজুড়ে যেকোনো লাইভ টেবিলে খেলুন; সোমবার আপনার নিট লাইভ ক্যাসিনো ক্ষতির ৫% ফেরত আসে।',
        'শুধু নিষ্পত্তি হওয়া লাইভ রাউন্ড গণ্য হবে।',
      ],
      'weekly-rebate': [
        'সীমাহীন রিবেট',
        'প্রতিটি বৈধ বাজিতে রিবেট, প্রতি সপ্তাহে পরিশোধ।',
        'রিওয়ার্ড সেন্টারে যোগ দিন: সপ্তাহের প্রতিটি বৈধ বাজি রিবেট আনে, যা পরের সপ্তাহে নেবেন।',
        'বাতিল ও অকার্যকর বাজিতে রিবেট নেই।',
      ],
      'winners-board': [
        'বিজয়ীদের লিডারবোর্ড',
        'মাসের শীর্ষ বিজয়ীরা অতিরিক্ত পুরস্কার পান।',
        'মাসের আপনার সবচেয়ে বড় জয়গুলো বিজয়ী তালিকায় ওঠে; শীর্ষ দশজন পুরস্কার পান।',
        'মাস শেষের তিন দিনের মধ্যে পুরস্কার দেওয়া হয়।',
      ],
      'sports-boost': [
        'স্পোর্টস অ্যাকুমুলেটর বুস্ট',
        'চার বা তার বেশি নির্বাচনের অ্যাকুমুলেটরে অতিরিক্ত জয়।',
        'চার বা তার বেশি নির্বাচনে অ্যাকুমুলেটর বাজি ধরুন, জেতা স্লিপে অতিরিক্ত বুস্ট মিলবে।',
        'প্রতিটি নির্বাচনের অডস কমপক্ষে ১.৫০ হতে হবে।',
      ],
      'poker-tournament': [
        'পোকার টেবিল টুর্নামেন্ট',
        'প্রতি সপ্তাহান্তে পোকার টেবিলের লিডারবোর্ডে উঠুন।',
        'শনি ও রবিবার পোকার রুমে খেলা প্রতিটি হাত টুর্নামেন্ট পয়েন্ট আনে।',
        'শুধু ফোল্ড করা হাত গণ্য হবে না।',
      ],
      'fishing-week': [
        'ফিশিং গেম সপ্তাহ',
        'পুরো সপ্তাহ ফিশিং গেমে বাড়তি পুরস্কার।',
        'এই সপ্তাহে যেকোনো ফিশিং গেম খেলুন, প্রতিটি জয়ে আপনার শিকার বাড়তি বোনাস আনবে।',
        'শুধু আসল টাকার রাউন্ড গণ্য হবে।',
      ],
      'lucky-numbers': [
        'লটারির ভাগ্যবান সংখ্যা',
        'দিনের ভাগ্যবান সংখ্যা বেছে নিন, বেশি জিতুন।',
        'প্রতিদিন একটি ভাগ্যবান সংখ্যা প্রকাশ হয়; সেটি থাকা টিকিট জিতলে বোনাস পায়।',
        'ভাগ্যবান সংখ্যা ০০:০০-এ প্রকাশিত হয়।',
      ],
      'double-points': [
        'দ্বিগুণ পয়েন্ট সপ্তাহ',
        'এই সপ্তাহে প্রতিটি বৈধ বাজিতে দ্বিগুণ পয়েন্ট।',
        'প্রতিটি বৈধ বাজি সাধারণের দ্বিগুণ পয়েন্ট আনে, যা পয়েন্ট মলে পুরস্কারের জন্য ব্যবহার করবেন।',
        'পয়েন্টের মেয়াদ কখনো শেষ হয় না।',
      ],
      'app-gift': [
        'অ্যাপ ডাউনলোড উপহার',
        'আমাদের অ্যাপ ইনস্টল করুন এবং স্বাগতম উপহার পান।',
        'অ্যাপ ডাউনলোড পৃষ্ঠা থেকে অ্যাপ নামান, ফোনে লগ ইন করুন, উপহার যোগ হয়ে যাবে।',
        'প্রতি সদস্য ও প্রতি ডিভাইসে একটি উপহার।',
      ],
      'daily-check-in': [
        'দৈনিক চেক-ইন',
        'প্রতিদিন একটি বাজি ধরুন এবং চেক-ইন পুরস্কার নিন।',
        'রিওয়ার্ড সেন্টারে যোগ দিন, আজ অন্তত একটি বাজি ধরুন, তারপর দিনের পুরস্কার নিন।',
        'সাইটের সময় অঞ্চলে ২৩:৫৯-এ দিন শেষ হয়।',
      ],
      'weekly-raffle': [
        'সাপ্তাহিক র‍্যাফেল',
        'সপ্তাহে ডিপোজিট করুন এবং তাৎক্ষণিক পুরস্কারের ড্রয়ে অংশ নিন।',
        'রিওয়ার্ড সেন্টারে যোগ দিন এবং সপ্তাহে ন্যূনতম ডিপোজিট করে একবার পুরস্কার ড্র করুন।',
        'প্রতি সদস্য প্রতি সপ্তাহে একটি ড্র।',
      ],
      'share-and-win': [
        'শেয়ার করুন ও জিতুন',
        'আমাদের সাইট শেয়ার করে স্ক্রিনশট পাঠান, পুরস্কার পান।',
        'রিওয়ার্ড সেন্টারে যোগ দিন, সাইট শেয়ার করুন, তারপর মন্তব্য ও সর্বোচ্চ তিনটি স্ক্রিনশট দিয়ে আবেদন করুন।',
        'কর্মীরা ৪৮ ঘণ্টার মধ্যে প্রতিটি আবেদন যাচাই করেন।',
      ],
      'christmas-cup': [
        'ক্রিসমাস ডিপোজিট কাপ',
        'ছুটির সময়ের ডিপোজিটে উৎসবের বোনাস।',
        'কাপ শুরু হলে রিওয়ার্ড সেন্টারে যোগ দিন এবং বোনাস পেতে ন্যূনতম ডিপোজিট করুন।',
        'কাপ শুরুর আগের ডিপোজিট গণ্য হবে না।',
      ],
    },
  },
};
