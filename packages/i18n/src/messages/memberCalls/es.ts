import type { memberCallErrorsEn, memberCallsEn } from './en';

export const memberCallsEs: typeof memberCallsEn = {
  avatar: {
    legend: 'Avatar',
    current: 'Tu avatar',
    upload: 'Subir una imagen',
    uploadHint: 'PNG, JPEG o WebP, como máximo 256 kB',
    saved: 'Tu avatar ha cambiado',
    choices: {
      spade: 'Picas',
      heart: 'Corazones',
      diamond: 'Diamantes',
      club: 'Tréboles',
      star: 'Estrella',
      chip: 'Ficha',
    },
  },
  popular: {
    title: 'Populares ahora',
    routesLabel: 'Explorar',
    routes: {
      promotions: 'Promociones',
      pointMall: 'Tienda de puntos',
      rewardCenter: 'Centro de recompensas',
      vip: 'VIP',
      inviteFriends: 'Invitar amigos',
      register: 'Crear cuenta',
    },
  },
};

export const memberCallErrorsEs: typeof memberCallErrorsEn = {
  avatar_invalid_type: 'El avatar debe ser una imagen PNG, JPEG o WebP',
  avatar_too_large: 'La imagen es demasiado grande: como máximo 256 kB',
};
