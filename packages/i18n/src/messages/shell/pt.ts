import type { shellEn } from './en';

export const shellPt: typeof shellEn = {
  shell: {
    bonusBanner: 'Bônus',
    loginBanner: 'Ofertas ao entrar',
    forgetBanner: 'Segurança da conta',
    gameCentre: 'Central de jogos',
    customerService: 'Atendimento ao cliente',
    affiliate: 'Serviço de afiliados',
    download: {
      android: 'Abrir o download do app Android',
      ios: 'Abrir o guia de instalação no iPhone',
    },
    tagline: {
      brazil: 'Croupier Brasil: cassino, slots, esportes e loteria, em reais.',
      mexico: 'Croupier México: cassino, slots, esportes e loteria, em pesos.',
      bangladesh: 'Croupier Bangladesh: cassino, slots, esportes e loteria, em taka.',
    },
  },
  announcements: {
    title: 'Comunicados',
    lead: 'Novidades do site, das mais recentes às mais antigas.',
    empty: 'Nenhum comunicado ainda',
  },
  guide: {
    title: 'Guia para iniciantes',
    lead: 'É novo aqui? Cinco passos da sua conta ao primeiro jogo.',
    register: {
      title: '1. Crie sua conta',
      text: 'Cadastre-se em um minuto com usuário e senha. É preciso ter 18 anos ou mais.',
      link: 'Cadastrar',
    },
    deposit: {
      title: '2. Faça um depósito',
      text: 'Abra Depósito na central do membro, escolha um método e um valor. Os depósitos chegam em minutos.',
      link: 'Ir para o depósito',
    },
    play: {
      title: '3. Escolha um jogo',
      text: 'Veja slots, cassino ao vivo, esportes e loteria pelo menu, ou busque pelo nome.',
      link: 'Ver slots',
    },
    rewards: {
      title: '4. Resgate seus bônus',
      text: 'As promoções e a central de recompensas pagam bônus por depósitos, apostas e check-ins diários.',
      link: 'Ver promoções',
    },
    help: {
      title: '5. Peça ajuda',
      text: 'A central de ajuda responde às dúvidas comuns; o atendimento funciona 24 horas.',
      link: 'Abrir a central de ajuda',
    },
  },
};
