import type { memberCallErrorsEn, memberCallsEn } from './en';

export const memberCallsPt: typeof memberCallsEn = {
  avatar: {
    legend: 'Avatar',
    current: 'Seu avatar',
    upload: 'Enviar uma imagem',
    uploadHint: 'PNG, JPEG ou WebP, até 256 kB',
    saved: 'Seu avatar foi alterado',
    choices: {
      spade: 'Espadas',
      heart: 'Copas',
      diamond: 'Ouros',
      club: 'Paus',
      star: 'Estrela',
      chip: 'Ficha',
    },
  },
  popular: {
    title: 'Populares agora',
    routesLabel: 'Explorar',
    routes: {
      promotions: 'Promoções',
      pointMall: 'Loja de pontos',
      rewardCenter: 'Central de recompensas',
      vip: 'VIP',
      inviteFriends: 'Convidar amigos',
      register: 'Criar conta',
    },
  },
};

export const memberCallErrorsPt: typeof memberCallErrorsEn = {
  avatar_invalid_type: 'O avatar deve ser uma imagem PNG, JPEG ou WebP',
  avatar_too_large: 'A imagem é grande demais: no máximo 256 kB',
};
