import type { Messages } from '../en';

export const account: Messages['account'] = {
  register: {
    types: 'Cadastrar com',
    byUsername: 'Nome de usuário',
    byMobile: 'Número de celular',
    loadFailed: 'Não foi possível carregar o formulário de cadastro',
    closed: 'O cadastro está fechado aqui no momento. Fale com o atendimento ao cliente.',
  },
  fields: {
    payeeName: 'Nome completo (como na sua conta bancária)',
    email: 'E-mail',
    birthday: 'Data de nascimento',
    qqNum: 'Número do QQ',
    line: 'ID do Line',
    whatsapp: 'Número do WhatsApp',
    facebook: 'Facebook',
    wechat: 'ID do WeChat',
    idNumber: 'Número do documento',
    paymentPassword: 'Senha de pagamento',
    affiliateCode: 'Código de afiliado',
    referralCode: 'Código de indicação',
  },
  /** The letters of a date format hint (dd/mm/yyyy), in the order the browser's date input shows them. */
  dateLetters: { day: 'dd', month: 'mm', year: 'aaaa' },
  patterns: {
    any: 'Digite de (min) a (max) caracteres',
    digits: 'Digite de (min) a (max) números',
    fullName:
      'Formato de nome real incorreto: digite nome e sobrenome, de (min) a (max) caracteres',
    email: 'Formato de e-mail incorreto: digite um endereço como nome@exemplo.com',
    dateYearFirst: 'Digite a data como {{format}}',
    noSpaces: 'Use de (min) a (max) caracteres, sem espaços',
    alphanumeric: 'Use apenas letras ou números: de (min) a (max) caracteres',
    smsCode: 'Digite o código de (min) dígitos recebido por SMS',
  },
  rules: {
    tooYoung: 'Você precisa ter pelo menos (age) anos para se cadastrar',
    invalidDate: 'Digite uma data válida',
  },
  errors: {
    invitationTitle: 'Código de convite',
    invitationCode: 'Código de convite inválido',
    codeInvalid: 'O código está errado ou expirou; peça um novo',
    oldPasswordWrong: 'A senha atual não está correta',
    mobileTaken: 'Este número de celular já está cadastrado',
    emailTaken: 'Este e-mail já está cadastrado',
  },
  change: {
    title: 'Alterar senha',
    description:
      'Digite sua senha atual e escolha uma nova. Os outros dispositivos serão desconectados.',
    forcedDescription: 'Escolha uma nova senha antes de continuar.',
    oldPassword: 'Senha atual',
    newPassword: 'Nova senha',
    confirmNewPassword: 'Confirme a nova senha',
    submit: 'Alterar senha',
  },
  forgot: {
    link: 'Esqueceu a senha?',
    title: 'Esqueci a senha',
    description: 'Redefina sua senha com um código enviado ao seu e-mail ou ao seu celular.',
    method: 'Redefinir por',
    byEmail: 'E-mail',
    byMobile: 'Número de celular',
    sendEmail: 'Enviar',
    emailSent:
      'Enviamos um código para {{email}}. Digite-o com a nova senha; a senha atual continua valendo até lá.',
    resendEmail: 'Enviar um novo código',
    setPassword: 'Definir nova senha',
    backToLogin: 'Voltar para o login',
  },
};
