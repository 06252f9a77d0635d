// The sandbox support agent: answers by topic in the chat's language, so the chat room works end to end
// with no back office. Staff can answer too (POST /admin/chats/{chatId}/reply).
type Language = 'en' | 'pt' | 'es' | 'bn';
type Topic = 'greeting' | 'deposit' | 'withdraw' | 'other';

const ANSWERS: Record<Language, Record<Topic, string>> = {
  en: {
    greeting: 'Hello! How can I help you today?',
    deposit: 'Deposits arrive within a minute of confirming the payment. If yours has not, please send me the order number.',
    withdraw: 'Withdrawals are reviewed first and then paid out to your bound account. Please send me the order number and I will check it.',
    other: 'Thank you for your message. I am looking into it; is there anything else I can help with?',
  },
  pt: {
    greeting: 'Olá! Como posso ajudar hoje?',
    deposit: 'Os depósitos chegam em até um minuto após a confirmação do pagamento. Se o seu não chegou, envie o número do pedido.',
    withdraw: 'Os saques são analisados e depois pagos na sua conta vinculada. Envie o número do pedido que eu verifico.',
    other: 'Obrigado pela mensagem. Estou verificando; posso ajudar em mais alguma coisa?',
  },
  es: {
    greeting: '¡Hola! ¿En qué puedo ayudarte hoy?',
    deposit: 'Los depósitos llegan en un minuto tras confirmar el pago. Si el tuyo no llegó, envíame el número de orden.',
    withdraw: 'Los retiros se revisan primero y luego se pagan a tu cuenta vinculada. Envíame el número de orden y lo reviso.',
    other: 'Gracias por tu mensaje. Lo estoy revisando; ¿puedo ayudarte con algo más?',
  },
  bn: {
    greeting: 'হ্যালো! আজ আমি কীভাবে সাহায্য করতে পারি?',
    deposit: 'পেমেন্ট নিশ্চিত করার এক মিনিটের মধ্যে জমা চলে আসে। না এলে অর্ডার নম্বরটি পাঠান।',
    withdraw: 'উত্তোলন আগে যাচাই করা হয়, তারপর আপনার যুক্ত অ্যাকাউন্টে পাঠানো হয়। অর্ডার নম্বরটি পাঠান, আমি দেখে নিচ্ছি।',
    other: 'আপনার বার্তার জন্য ধন্যবাদ। আমি বিষয়টি দেখছি; আর কিছুতে সাহায্য করতে পারি?',
  },
};

const TOPICS: [Topic, RegExp][] = [
  ['deposit', /deposit|pix|spei|oxxo|bkash|nagad|dep[oó]sito|জমা/iu],
  ['withdraw', /withdraw|saque|retiro|উত্তোলন/iu],
];

export const chatLanguage = (acceptLanguage: string | undefined): Language => {
  const code = (acceptLanguage ?? 'en').slice(0, 2).toLowerCase();
  return code === 'pt' || code === 'es' || code === 'bn' ? code : 'en';
};

export function agentAnswer(language: string, text: string | null): string {
  const answers = ANSWERS[chatLanguage(language)];
  if (text === null) return answers.greeting;
  return answers[TOPICS.find(([, pattern]) => pattern.test(text))?.[0] ?? 'other'];
}

export const CHAT_MODELS = [
  { modelId: 'payments', name: 'Deposits and withdrawals', agentName: 'Ana' },
  { modelId: 'games', name: 'Games', agentName: 'Leo' },
  { modelId: 'general', name: 'General support', agentName: 'Sam' },
] as const;
