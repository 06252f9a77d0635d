// Help centre texts per language (getHelpV2). The HTML is staff HTML: it passes the allow-list sanitiser once,
// when this module loads (../lobby/staffHtml), and the site sanitises it again when it renders.
import { sanitizeStaffHtml } from '../lobby/staffHtml';

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
  /** The privacy policy, linked with the terms from registration and the footer. */
  privacy: Article;
}

const a = (id: string, title: string, content: string): Article => ({ id, title, content });

const EN: HelpContent = {
  categories: [
    {
      id: 'deposit',
      title: 'Deposits',
      articles: [
        a(
          'deposit-how',
          'How do I deposit?',
          '<p>Open <strong>Deposit</strong> in the member center, choose a payment method, enter an amount within its limits and pay on the payment page. The money shows in your wallet as soon as the payment is confirmed.</p>',
        ),
        a(
          'deposit-time',
          'My deposit has not arrived',
          '<p>Deposits usually arrive within a minute. A payment not completed within 30 minutes expires and no money is taken. Check the status in <strong>Account record</strong>.</p>',
        ),
      ],
    },
    {
      id: 'withdraw',
      title: 'Withdrawals',
      articles: [
        a(
          'withdraw-how',
          'How do I withdraw?',
          '<p>Set a transaction password, bind a withdrawal account in your own name, then request a withdrawal within the daily limits. The amount is held while staff review it.</p>',
        ),
        a(
          'withdraw-confirm',
          'Confirming that a withdrawal arrived',
          '<p>When a withdrawal is paid out, tell us whether you received it, received part of it, or did not receive it (with screenshots as proof). If you do not answer within the time shown, the payout counts as received and is <strong>not refunded</strong>.</p>',
        ),
      ],
    },
    {
      id: 'account',
      title: 'Account and security',
      articles: [
        a(
          'account-password',
          'Transaction password',
          '<p>The transaction password is 6 digits and protects withdrawals and transfers. Set it under <strong>Account security</strong>.</p>',
        ),
        a(
          'account-binding',
          'Bound accounts',
          '<p>Withdrawal accounts and confirmed external accounts cannot be changed or unlinked. Contact customer service if you need help.</p>',
        ),
      ],
    },
  ],
  terms: a(
    'terms',
    'Terms and conditions',
    '<p>You must be 18 or older to play. By using this site you accept these terms and our privacy policy.</p><p>Play responsibly: set limits and take breaks. Bonuses may carry wagering requirements shown with each promotion.</p>',
  ),
  privacy: a(
    'privacy',
    'Privacy policy',
    '<p>We keep the details you give us (username, date of birth, phone number or e-mail, and bound withdrawal accounts) and a record of your deposits, withdrawals, bets and logins, because the law and the security of your account require it.</p><p>We use them to run your account, pay you, check your age and identity, prevent fraud and protect players. We do not sell them. Payment and game providers receive only what a transaction needs.</p><p>Passwords are stored hashed, never readable. You can ask customer service for a copy of your data or to correct it; records the law requires us to keep are kept for as long as it requires.</p>',
  ),
};

const PT: HelpContent = {
  categories: [
    {
      id: 'deposit',
      title: 'Depósitos',
      articles: [
        a(
          'deposit-how',
          'Como faço um depósito?',
          '<p>Abra <strong>Depósito</strong> na central do membro, escolha um método de pagamento, informe um valor dentro dos limites e pague na página de pagamento. O dinheiro aparece na sua carteira assim que o pagamento é confirmado.</p>',
        ),
        a(
          'deposit-time',
          'Meu depósito não chegou',
          '<p>Os depósitos costumam chegar em até um minuto. Um pagamento não concluído em 30 minutos expira e nenhum valor é cobrado. Veja o status em <strong>Registro da conta</strong>.</p>',
        ),
      ],
    },
    {
      id: 'withdraw',
      title: 'Saques',
      articles: [
        a(
          'withdraw-how',
          'Como faço um saque?',
          '<p>Defina uma senha de transação, vincule uma conta de saque em seu nome e solicite um saque dentro dos limites diários. O valor fica retido enquanto a equipe analisa.</p>',
        ),
        a(
          'withdraw-confirm',
          'Confirmar que um saque chegou',
          '<p>Quando um saque for pago, informe se você recebeu, recebeu parte ou não recebeu (com capturas de tela como prova). Se não responder no prazo indicado, o pagamento conta como recebido e <strong>não é reembolsado</strong>.</p>',
        ),
      ],
    },
    {
      id: 'account',
      title: 'Conta e segurança',
      articles: [
        a(
          'account-password',
          'Senha de transação',
          '<p>A senha de transação tem 6 dígitos e protege saques e transferências. Defina-a em <strong>Segurança da conta</strong>.</p>',
        ),
        a(
          'account-binding',
          'Contas vinculadas',
          '<p>Contas de saque e contas externas confirmadas não podem ser alteradas nem desvinculadas. Fale com o atendimento se precisar de ajuda.</p>',
        ),
      ],
    },
  ],
  terms: a(
    'terms',
    'Termos e condições',
    '<p>Você precisa ter 18 anos ou mais para jogar. Ao usar este site, você aceita estes termos e nossa política de privacidade.</p><p>Jogue com responsabilidade: defina limites e faça pausas. Bônus podem ter requisitos de apostas indicados em cada promoção.</p>',
  ),
  privacy: a(
    'privacy',
    'Política de privacidade',
    '<p>Guardamos os dados que você informa (usuário, data de nascimento, telefone ou e-mail e contas de saque vinculadas) e o registro dos seus depósitos, saques, apostas e acessos, porque a lei e a segurança da sua conta exigem.</p><p>Usamos esses dados para manter sua conta, pagar você, verificar sua idade e identidade, prevenir fraudes e proteger os jogadores. Não os vendemos. Provedores de pagamento e de jogos recebem apenas o que cada transação exige.</p><p>As senhas são guardadas cifradas, nunca legíveis. Você pode pedir ao atendimento uma cópia dos seus dados ou a correção deles (LGPD); registros que a lei manda guardar são mantidos pelo prazo que ela exige.</p>',
  ),
};

const ES: HelpContent = {
  categories: [
    {
      id: 'deposit',
      title: 'Depósitos',
      articles: [
        a(
          'deposit-how',
          '¿Cómo deposito?',
          '<p>Abre <strong>Depósito</strong> en el centro de miembros, elige un método de pago, ingresa un monto dentro de sus límites y paga en la página de pago. El dinero aparece en tu billetera en cuanto se confirma el pago.</p>',
        ),
        a(
          'deposit-time',
          'Mi depósito no ha llegado',
          '<p>Los depósitos suelen llegar en un minuto. Un pago no completado en 30 minutos vence y no se cobra nada. Revisa el estado en <strong>Registro de cuenta</strong>.</p>',
        ),
      ],
    },
    {
      id: 'withdraw',
      title: 'Retiros',
      articles: [
        a(
          'withdraw-how',
          '¿Cómo retiro?',
          '<p>Establece una contraseña de transacción, vincula una cuenta de retiro a tu nombre y solicita un retiro dentro de los límites diarios. El monto queda retenido mientras el equipo lo revisa.</p>',
        ),
        a(
          'withdraw-confirm',
          'Confirmar que llegó un retiro',
          '<p>Cuando se pague un retiro, indícanos si lo recibiste, si recibiste una parte o si no lo recibiste (con capturas como prueba). Si no respondes en el plazo indicado, el pago cuenta como recibido y <strong>no se reembolsa</strong>.</p>',
        ),
      ],
    },
    {
      id: 'account',
      title: 'Cuenta y seguridad',
      articles: [
        a(
          'account-password',
          'Contraseña de transacción',
          '<p>La contraseña de transacción tiene 6 dígitos y protege retiros y transferencias. Establécela en <strong>Seguridad de la cuenta</strong>.</p>',
        ),
        a(
          'account-binding',
          'Cuentas vinculadas',
          '<p>Las cuentas de retiro y las cuentas externas confirmadas no se pueden cambiar ni desvincular. Contacta con atención al cliente si necesitas ayuda.</p>',
        ),
      ],
    },
  ],
  terms: a(
    'terms',
    'Términos y condiciones',
    '<p>Debes tener 18 años o más para jugar. Al usar este sitio aceptas estos términos y nuestra política de privacidad.</p><p>Juega con responsabilidad: fija límites y toma descansos. Los bonos pueden tener requisitos de apuesta indicados en cada promoción.</p>',
  ),
  privacy: a(
    'privacy',
    'Política de privacidad',
    '<p>Guardamos los datos que nos das (usuario, fecha de nacimiento, teléfono o correo y cuentas de retiro vinculadas) y el registro de tus depósitos, retiros, apuestas e inicios de sesión, porque la ley y la seguridad de tu cuenta lo exigen.</p><p>Los usamos para operar tu cuenta, pagarte, verificar tu edad e identidad, prevenir fraudes y proteger a los jugadores. No los vendemos. Los proveedores de pago y de juegos reciben solo lo que cada transacción necesita.</p><p>Las contraseñas se guardan cifradas, nunca legibles. Puedes pedir al servicio al cliente una copia de tus datos o su corrección; los registros que la ley obliga a conservar se guardan el tiempo que exige.</p>',
  ),
};

const BN: HelpContent = {
  categories: [
    {
      id: 'deposit',
      title: 'জমা',
      articles: [
        a(
          'deposit-how',
          'কীভাবে জমা করব?',
          '<p>মেম্বার সেন্টারে <strong>জমা</strong> খুলুন, একটি পেমেন্ট পদ্ধতি বেছে নিন, সীমার মধ্যে একটি পরিমাণ লিখুন এবং পেমেন্ট পাতায় পরিশোধ করুন। পেমেন্ট নিশ্চিত হলেই টাকা আপনার ওয়ালেটে দেখা যাবে।</p>',
        ),
        a(
          'deposit-time',
          'আমার জমা এখনও আসেনি',
          '<p>জমা সাধারণত এক মিনিটের মধ্যে আসে। ৩০ মিনিটের মধ্যে সম্পন্ন না হওয়া পেমেন্ট বাতিল হয় এবং কোনো টাকা কাটা হয় না। <strong>অ্যাকাউন্ট রেকর্ড</strong>-এ অবস্থা দেখুন।</p>',
        ),
      ],
    },
    {
      id: 'withdraw',
      title: 'উত্তোলন',
      articles: [
        a(
          'withdraw-how',
          'কীভাবে উত্তোলন করব?',
          '<p>একটি লেনদেন পাসওয়ার্ড সেট করুন, নিজের নামে একটি উত্তোলন অ্যাকাউন্ট যুক্ত করুন, তারপর দৈনিক সীমার মধ্যে উত্তোলনের অনুরোধ করুন। কর্মীরা যাচাই করার সময় পরিমাণটি আটকে রাখা হয়।</p>',
        ),
        a(
          'withdraw-confirm',
          'উত্তোলন পৌঁছেছে কিনা নিশ্চিত করা',
          '<p>উত্তোলন পরিশোধ হলে জানান আপনি পুরোটা পেয়েছেন, আংশিক পেয়েছেন, নাকি পাননি (প্রমাণ হিসেবে স্ক্রিনশটসহ)। নির্ধারিত সময়ের মধ্যে উত্তর না দিলে পেমেন্টটি প্রাপ্ত বলে গণ্য হবে এবং <strong>ফেরত দেওয়া হবে না</strong>।</p>',
        ),
      ],
    },
    {
      id: 'account',
      title: 'অ্যাকাউন্ট ও নিরাপত্তা',
      articles: [
        a(
          'account-password',
          'লেনদেন পাসওয়ার্ড',
          '<p>লেনদেন পাসওয়ার্ড ৬ অঙ্কের এবং এটি উত্তোলন ও স্থানান্তর সুরক্ষিত রাখে। <strong>অ্যাকাউন্ট নিরাপত্তা</strong>-তে এটি সেট করুন।</p>',
        ),
        a(
          'account-binding',
          'যুক্ত অ্যাকাউন্ট',
          '<p>উত্তোলন অ্যাকাউন্ট এবং নিশ্চিত করা বাহ্যিক অ্যাকাউন্ট পরিবর্তন বা বিচ্ছিন্ন করা যায় না। সাহায্যের প্রয়োজন হলে গ্রাহকসেবার সাথে যোগাযোগ করুন।</p>',
        ),
      ],
    },
  ],
  terms: a(
    'terms',
    'শর্তাবলি',
    '<p>খেলতে হলে আপনার বয়স ১৮ বা তার বেশি হতে হবে। এই সাইট ব্যবহার করে আপনি এই শর্তাবলি ও আমাদের গোপনীয়তা নীতি মেনে নিচ্ছেন।</p><p>দায়িত্বশীলভাবে খেলুন: সীমা নির্ধারণ করুন এবং বিরতি নিন। বোনাসে প্রতিটি প্রোমোশনে উল্লেখিত বাজির শর্ত থাকতে পারে।</p>',
  ),
  privacy: a(
    'privacy',
    'গোপনীয়তা নীতি',
    '<p>আপনার দেওয়া তথ্য (ইউজারনেম, জন্মতারিখ, ফোন নম্বর বা ই-মেইল এবং যুক্ত উত্তোলন অ্যাকাউন্ট) এবং আপনার জমা, উত্তোলন, বাজি ও লগইনের রেকর্ড আমরা সংরক্ষণ করি, কারণ আইন ও আপনার অ্যাকাউন্টের নিরাপত্তা তা চায়।</p><p>আপনার অ্যাকাউন্ট চালাতে, আপনাকে অর্থ পরিশোধ করতে, বয়স ও পরিচয় যাচাই করতে, প্রতারণা রোধ করতে এবং খেলোয়াড়দের সুরক্ষায় আমরা এগুলো ব্যবহার করি। আমরা এগুলো বিক্রি করি না। পেমেন্ট ও গেম প্রদানকারীরা শুধু লেনদেনের জন্য প্রয়োজনীয় তথ্য পায়।</p><p>পাসওয়ার্ড হ্যাশ করে রাখা হয়, কখনো পাঠযোগ্য নয়। গ্রাহকসেবার কাছে আপনার তথ্যের কপি বা সংশোধন চাইতে পারেন; আইন যে রেকর্ড রাখতে বলে তা আইনের নির্ধারিত সময় পর্যন্ত রাখা হয়।</p>',
  ),
};

const BY_LANG: Record<string, HelpContent> = { EN, PT, ES, BN };

/** The help centre in `lang`, or in English (spec §9: language falls back to EN). */
const sanitized = (article: Article): Article => ({
  ...article,
  content: sanitizeStaffHtml(article.content),
});
const sanitizedContent = (content: HelpContent): HelpContent => ({
  categories: content.categories.map((c) => ({ ...c, articles: c.articles.map(sanitized) })),
  terms: sanitized(content.terms),
  privacy: sanitized(content.privacy),
});
const SANITIZED: Record<string, HelpContent> = Object.fromEntries(
  Object.entries(BY_LANG).map(([code, content]) => [code, sanitizedContent(content)]),
);

export function helpContent(lang: string): { lang: string } & HelpContent {
  const code = lang.toUpperCase();
  const content = SANITIZED[code];
  return content ? { lang: code, ...content } : { lang: 'EN', ...SANITIZED.EN! };
}
