// Help centre texts per language (getHelpV2). HTML is written here, so it is trusted; the site renders it.
interface Article {
  id: string;
  title: string;
  content: string;
}
interface Category {
  id: string;
  title: string;
  articles: Article[];
}
export interface HelpContent {
  categories: Category[];
  terms: Article;
}

const a = (id: string, title: string, content: string): Article => ({ id, title, content });

const EN: HelpContent = {
  categories: [
    { id: 'deposit', title: 'Deposits', articles: [
      a('deposit-how', 'How do I deposit?', '<p>Open <strong>Deposit</strong> in the member center, choose a payment method, enter an amount within its limits and pay on the payment page. The money shows in your wallet as soon as the payment is confirmed.</p>'),
      a('deposit-time', 'My deposit has not arrived', '<p>Deposits usually arrive within a minute. A payment not completed within 30 minutes expires and no money is taken. Check the status in <strong>Account record</strong>.</p>'),
    ] },
    { id: 'withdraw', title: 'Withdrawals', articles: [
      a('withdraw-how', 'How do I withdraw?', '<p>Set a transaction password, bind a withdrawal account in your own name, then request a withdrawal within the daily limits. The amount is held while staff review it.</p>'),
      a('withdraw-confirm', 'Confirming that a withdrawal arrived', '<p>When a withdrawal is paid out, tell us whether you received it, received part of it, or did not receive it (with screenshots as proof). If you do not answer within the time shown, the payout counts as received and is <strong>not refunded</strong>.</p>'),
    ] },
    { id: 'account', title: 'Account and security', articles: [
      a('account-password', 'Transaction password', '<p>The transaction password is 6 digits and protects withdrawals and transfers. Set it under <strong>Account security</strong>.</p>'),
      a('account-binding', 'Bound accounts', '<p>Withdrawal accounts and confirmed external accounts cannot be changed or unlinked. Contact customer service if you need help.</p>'),
    ] },
  ],
  terms: a('terms', 'Terms and conditions', '<p>You must be 18 or older to play. By using this site you accept these terms and our privacy policy.</p><p>Play responsibly: set limits and take breaks. Bonuses may carry wagering requirements shown with each promotion.</p>'),
};

const PT: HelpContent = {
  categories: [
    { id: 'deposit', title: 'Depósitos', articles: [
      a('deposit-how', 'Como faço um depósito?', '<p>Abra <strong>Depósito</strong> na central do membro, escolha um método de pagamento, informe um valor dentro dos limites e pague na página de pagamento. O dinheiro aparece na sua carteira assim que o pagamento é confirmado.</p>'),
      a('deposit-time', 'Meu depósito não chegou', '<p>Os depósitos costumam chegar em até um minuto. Um pagamento não concluído em 30 minutos expira e nenhum valor é cobrado. Veja o status em <strong>Registro da conta</strong>.</p>'),
    ] },
    { id: 'withdraw', title: 'Saques', articles: [
      a('withdraw-how', 'Como faço um saque?', '<p>Defina uma senha de transação, vincule uma conta de saque em seu nome e solicite um saque dentro dos limites diários. O valor fica retido enquanto a equipe analisa.</p>'),
      a('withdraw-confirm', 'Confirmar que um saque chegou', '<p>Quando um saque for pago, informe se você recebeu, recebeu parte ou não recebeu (com capturas de tela como prova). Se não responder no prazo indicado, o pagamento conta como recebido e <strong>não é reembolsado</strong>.</p>'),
    ] },
    { id: 'account', title: 'Conta e segurança', articles: [
      a('account-password', 'Senha de transação', '<p>A senha de transação tem 6 dígitos e protege saques e transferências. Defina-a em <strong>Segurança da conta</strong>.</p>'),
      a('account-binding', 'Contas vinculadas', '<p>Contas de saque e contas externas confirmadas não podem ser alteradas nem desvinculadas. Fale com o atendimento se precisar de ajuda.</p>'),
    ] },
  ],
  terms: a('terms', 'Termos e condições', '<p>Você precisa ter 18 anos ou mais para jogar. Ao usar este site, você aceita estes termos e nossa política de privacidade.</p><p>Jogue com responsabilidade: defina limites e faça pausas. Bônus podem ter requisitos de apostas indicados em cada promoção.</p>'),
};

const ES: HelpContent = {
  categories: [
    { id: 'deposit', title: 'Depósitos', articles: [
      a('deposit-how', '¿Cómo deposito?', '<p>Abre <strong>Depósito</strong> en el centro de miembros, elige un método de pago, ingresa un monto dentro de sus límites y paga en la página de pago. El dinero aparece en tu billetera en cuanto se confirma el pago.</p>'),
      a('deposit-time', 'Mi depósito no ha llegado', '<p>Los depósitos suelen llegar en un minuto. Un pago no completado en 30 minutos vence y no se cobra nada. Revisa el estado en <strong>Registro de cuenta</strong>.</p>'),
    ] },
    { id: 'withdraw', title: 'Retiros', articles: [
      a('withdraw-how', '¿Cómo retiro?', '<p>Establece una contraseña de transacción, vincula una cuenta de retiro a tu nombre y solicita un retiro dentro de los límites diarios. El monto queda retenido mientras el equipo lo revisa.</p>'),
      a('withdraw-confirm', 'Confirmar que llegó un retiro', '<p>Cuando se pague un retiro, indícanos si lo recibiste, si recibiste una parte o si no lo recibiste (con capturas como prueba). Si no respondes en el plazo indicado, el pago cuenta como recibido y <strong>no se reembolsa</strong>.</p>'),
    ] },
    { id: 'account', title: 'Cuenta y seguridad', articles: [
      a('account-password', 'Contraseña de transacción', '<p>La contraseña de transacción tiene 6 dígitos y protege retiros y transferencias. Establécela en <strong>Seguridad de la cuenta</strong>.</p>'),
      a('account-binding', 'Cuentas vinculadas', '<p>Las cuentas de retiro y las cuentas externas confirmadas no se pueden cambiar ni desvincular. Contacta con atención al cliente si necesitas ayuda.</p>'),
    ] },
  ],
  terms: a('terms', 'Términos y condiciones', '<p>Debes tener 18 años o más para jugar. Al usar este sitio aceptas estos términos y nuestra política de privacidad.</p><p>Juega con responsabilidad: fija límites y toma descansos. Los bonos pueden tener requisitos de apuesta indicados en cada promoción.</p>'),
};

const BN: HelpContent = {
  categories: [
    { id: 'deposit', title: 'জমা', articles: [
      a('deposit-how', 'কীভাবে জমা করব?', '<p>মেম্বার সেন্টারে <strong>জমা</strong> খুলুন, একটি পেমেন্ট পদ্ধতি বেছে নিন, সীমার মধ্যে একটি পরিমাণ লিখুন এবং পেমেন্ট পাতায় পরিশোধ করুন। পেমেন্ট নিশ্চিত হলেই টাকা আপনার ওয়ালেটে দেখা যাবে।</p>'),
      a('deposit-time', 'আমার জমা এখনও আসেনি', '<p>জমা সাধারণত এক মিনিটের মধ্যে আসে। ৩০ মিনিটের মধ্যে সম্পন্ন না হওয়া পেমেন্ট বাতিল হয় এবং কোনো টাকা কাটা হয় না। <strong>অ্যাকাউন্ট রেকর্ড</strong>-এ অবস্থা দেখুন।</p>'),
    ] },
    { id: 'withdraw', title: 'উত্তোলন', articles: [
      a('withdraw-how', 'কীভাবে উত্তোলন করব?', '<p>একটি লেনদেন পাসওয়ার্ড সেট করুন, নিজের নামে একটি উত্তোলন অ্যাকাউন্ট যুক্ত করুন, তারপর দৈনিক সীমার মধ্যে উত্তোলনের অনুরোধ করুন। কর্মীরা যাচাই করার সময় পরিমাণটি আটকে রাখা হয়।</p>'),
      a('withdraw-confirm', 'উত্তোলন পৌঁছেছে কিনা নিশ্চিত করা', '<p>উত্তোলন পরিশোধ হলে জানান আপনি পুরোটা পেয়েছেন, আংশিক পেয়েছেন, নাকি পাননি (প্রমাণ হিসেবে স্ক্রিনশটসহ)। নির্ধারিত সময়ের মধ্যে উত্তর না দিলে পেমেন্টটি প্রাপ্ত বলে গণ্য হবে এবং <strong>ফেরত দেওয়া হবে না</strong>।</p>'),
    ] },
    { id: 'account', title: 'অ্যাকাউন্ট ও নিরাপত্তা', articles: [
      a('account-password', 'লেনদেন পাসওয়ার্ড', '<p>লেনদেন পাসওয়ার্ড ৬ অঙ্কের এবং এটি উত্তোলন ও স্থানান্তর সুরক্ষিত রাখে। <strong>অ্যাকাউন্ট নিরাপত্তা</strong>-তে এটি সেট করুন।</p>'),
      a('account-binding', 'যুক্ত অ্যাকাউন্ট', '<p>উত্তোলন অ্যাকাউন্ট এবং নিশ্চিত করা বাহ্যিক অ্যাকাউন্ট পরিবর্তন বা বিচ্ছিন্ন করা যায় না। সাহায্যের প্রয়োজন হলে গ্রাহকসেবার সাথে যোগাযোগ করুন।</p>'),
    ] },
  ],
  terms: a('terms', 'শর্তাবলি', '<p>খেলতে হলে আপনার বয়স ১৮ বা তার বেশি হতে হবে। এই সাইট ব্যবহার করে আপনি এই শর্তাবলি ও আমাদের গোপনীয়তা নীতি মেনে নিচ্ছেন।</p><p>দায়িত্বশীলভাবে খেলুন: সীমা নির্ধারণ করুন এবং বিরতি নিন। বোনাসে প্রতিটি প্রোমোশনে উল্লেখিত বাজির শর্ত থাকতে পারে।</p>'),
};

const BY_LANG: Record<string, HelpContent> = { EN, PT, ES, BN };

/** The help centre in `lang`, or in English (spec §9: language falls back to EN). */
export function helpContent(lang: string): { lang: string } & HelpContent {
  const code = lang.toUpperCase();
  const content = BY_LANG[code];
  return content ? { lang: code, ...content } : { lang: 'EN', ...EN };
}
