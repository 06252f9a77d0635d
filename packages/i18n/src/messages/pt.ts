import { shellPt } from './shell/pt';
import { promotionsPt } from './promotions/pt';
import { agentPt } from './agent/pt';
import type { Messages } from './en';
import { session } from './session/pt';
import { account } from './account/pt';
import { system } from './system/pt';
import { lobbyPt } from './lobby/pt';
import { walletErrorsPt } from './walletErrors/pt';
import { kitUiPt } from './kitUi/pt';
import { memberCenterPt } from './memberCenter/pt';
import { recordsPt } from './records/pt';
import { rewardErrorsPt, rewardsPt } from './rewards/pt';
import { vipPt } from './vip/pt';
import { pointErrorsPt, pointsPt } from './points/pt';
import { lotteryBetsPt, lotteryErrorsPt } from './lottery/pt';
import { rgErrorsPt, rgPt } from './responsibleGaming/pt';
import { crashErrorsPt, crashPt } from './crash/pt';
import { memberCallErrorsPt, memberCallsPt } from './memberCalls/pt';
import { slotErrorsPt, slotPt } from './slot/pt';
import { contractErrorsPt, contractsPt } from './contracts/pt';
import { supportPt } from './support/pt';
import { walletPt } from './wallet/pt';

export const pt: Messages = {
  common: {
    loading: 'Carregando…',
    cancel: 'Cancelar',
  },
  nav: {
    home: 'Início',
    member: 'Minha conta',
    pointMall: 'Loja de pontos',
    deposit: 'Depositar',
  },
  header: {
    login: 'Entrar',
  },
  region: {
    open: 'Região e idioma',
    title: 'Região e idioma',
    description: 'Escolha o idioma do site. Ele fica salvo neste dispositivo.',
    language: 'Idioma',
  },
  home: {
    title: 'Sua mesa está pronta',
    lead: 'Cassino ao vivo, slots, esportes e loteria em um só lugar. Crie sua conta em um minuto e jogue com responsabilidade.',
    join: 'Criar conta',
    welcomeBack: 'Bem-vindo de volta, {{name}}',
    memberLead: 'Seu saldo está no topo da página. Continue de onde parou.',
  },
  login: {
    title: 'Entrar',
    description: 'Bem-vindo de volta. Entre para jogar, depositar e ver seus registros.',
    username: 'Nome de usuário',
    password: 'Senha',
    submit: 'Entrar',
    submitting: 'Entrando…',
    noAccount: 'Ainda não tem conta?',
    registerLink: 'Cadastre-se',
    usernameRequired: 'Informe seu nome de usuário',
    passwordRequired: 'Informe sua senha',
  },
  register: {
    title: 'Crie sua conta',
    description: 'Leva um minuto. Você entra na conta imediatamente.',
    username: 'Nome de usuário',
    password: 'Senha',
    confirmPassword: 'Confirme a senha',
    terms: 'Tenho 18 anos ou mais e aceito os termos e a política de privacidade',
    /** The terms checkbox's label with its two links (<terms>, <privacy>). */
    termsLinked: 'Tenho 18 anos ou mais e aceito os <terms>termos</terms> e a <privacy>política de privacidade</privacy>',
    submit: 'Criar conta',
    haveAccount: 'Já tem uma conta?',
    loginLink: 'Entrar',
    rules: {
      username: 'Comece com uma letra e use letras ou dígitos: (min) - (max) caracteres',
      password:
        'Preencha a senha com (min) - (max) caracteres, com uma letra e um dígito, sem espaços',
      required: 'O campo não pode ficar vazio',
      terms: 'Aceite os termos para continuar',
      mismatch: 'Confirmação incorreta: as duas senhas são diferentes',
    },
  },
  logout: {
    action: 'Sair',
    title: 'Sair da conta?',
    description: 'Você precisará entrar novamente para jogar ou ver seu saldo.',
    confirm: 'Sair',
  },
  member: {
    menu: 'Menu da conta',
    securityCenter: 'Minha conta',
    account: 'Conta',
    nickname: 'Apelido',
    accountType: 'Tipo de conta',
    currency: 'Moeda',
    typeMember: 'Membro',
    typeAgent: 'Agente',
    typeTrial: 'Teste',
  },
  // --- wallet and member center (issue 6) ---
  ...memberCenterPt,
  ...walletPt,
  ...recordsPt,
  ...agentPt,
  ...rewardsPt,
  ...vipPt,
  ...pointsPt,
  ...lotteryBetsPt,
  ...rgPt,
  ...crashPt,
  ...memberCallsPt,
  ...slotPt,
  ...promotionsPt,
  ...shellPt,
  ...contractsPt,
  ...supportPt,
  footer: {
    license:
      'O Croupier opera com uma licença de demonstração (sandbox). Os jogos são para entretenimento; nenhum dinheiro real é movimentado.',
    legal:
      'Apenas maiores de 18 anos podem jogar. O jogo pode causar dependência: jogue com responsabilidade.',
  },
  system,
  account,
  session,
  errors: {
    ...walletErrorsPt,
    ...rewardErrorsPt,
    ...pointErrorsPt,
    ...lotteryErrorsPt,
    ...rgErrorsPt,
    ...crashErrorsPt,
    ...memberCallErrorsPt,
    ...slotErrorsPt,
    ...contractErrorsPt,
    unknown_user: 'Usuário/E-mail não existe',
    captcha_invalid: 'Digite os caracteres mostrados na imagem',
    verification_code_invalid: 'Código de verificação inválido',
    verification_code_expired: 'O código de verificação expirou, envie-o novamente',
    sms_too_many_requests: 'Muitas solicitações, tente novamente em 5 minutos',
    verification_required: 'Conclua a verificação primeiro',
    account_exists: 'Este nome de usuário já está em uso',
    validation_failed: 'Corrija os campos destacados',
    bad_request: 'Verifique os dados informados e tente novamente',
    invalid_credentials: 'Nome de usuário ou senha incorretos',
    not_logged_in: 'Você não está conectado, faça login',
    member_no_enter: 'Conta que não é de membro não pode entrar',
    error_not_agent: 'Apenas agentes podem entrar aqui',
    too_many_requests: 'Muitas tentativas, aguarde um momento e tente novamente',
    not_found: 'Não encontrado',
    network_error: 'A conexão de rede está instável, tente novamente',
    pageFailed: 'Algo deu errado ao mostrar esta página. Volte para a página inicial.',
    pageNotFound: 'Esta página não existe.',
    unknown_error: 'Erro desconhecido',
    game_maintenance: 'Jogo em manutenção',
    real_account_required: 'Registre uma conta primeiro',
    maintenance: 'O site está em manutenção, volte em breve',
    region_blocked: 'Nosso serviço não está disponível na sua região',
    origin_not_allowed:
      'Esta solicitação não veio deste site. Recarregue a página e tente novamente',
  },
  lobby: lobbyPt,
  ui: {
    ...kitUiPt,
    button: { loading: 'Carregando' },
    spinner: { label: 'Carregando' },
    passwordField: { show: 'Mostrar senha', hide: 'Ocultar senha' },
    dialog: { close: 'Fechar' },
    alertDialog: { confirm: 'Confirmar', cancel: 'Cancelar' },
    themeToggle: { toLight: 'Mudar para o tema claro', toDark: 'Mudar para o tema escuro' },
    balance: {
      label: 'Saldo',
      hide: 'Ocultar saldo',
      show: 'Mostrar saldo',
      refresh: 'Atualizar saldo',
      loading: 'Carregando saldo',
      hiddenValue: 'Saldo oculto',
    },
    appShell: { skipToContent: 'Ir para o conteúdo', scrollToTop: 'Voltar ao topo', menu: 'Menu' },
    bottomTabBar: { label: 'Atalhos' },
    header: { login: 'Entrar', register: 'Cadastrar', navigation: 'Principal', more: 'Mais' },
    sideMenu: { label: 'Menu lateral', collapse: 'Recolher menu', expand: 'Expandir menu' },
    footer: {
      label: 'Rodapé do site',
      products: 'Produtos',
      helpCentre: 'Central de ajuda',
      contactUs: 'Fale conosco',
      social: 'Siga-nos',
      vendors: 'Provedores de jogos',
    },
  },
};
