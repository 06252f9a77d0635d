import type { shellEn } from './en';

export const shellEs: typeof shellEn = {
  shell: {
    bonusBanner: 'Bonos',
    loginBanner: 'Ofertas al iniciar sesión',
    forgetBanner: 'Seguridad de la cuenta',
    gameCentre: 'Centro de juegos',
    customerService: 'Atención al cliente',
    affiliate: 'Servicio de afiliados',
    download: {
      android: 'Abrir la descarga de la app para Android',
      ios: 'Abrir la guía de instalación en iPhone',
    },
    tagline: {
      brazil: 'Croupier Brasil: casino, tragamonedas, deportes y lotería, en reales.',
      mexico: 'Croupier México: casino, tragamonedas, deportes y lotería, en pesos.',
      bangladesh: 'Croupier Bangladesh: casino, tragamonedas, deportes y lotería, en takas.',
    },
  },
  announcements: {
    title: 'Anuncios',
    lead: 'Novedades del sitio, de la más reciente a la más antigua.',
    empty: 'Todavía no hay anuncios',
  },
  guide: {
    title: 'Guía para principiantes',
    lead: '¿Eres nuevo? Cinco pasos desde tu cuenta hasta tu primer juego.',
    register: {
      title: '1. Crea tu cuenta',
      text: 'Regístrate en un minuto con usuario y contraseña. Debes tener 18 años o más.',
      link: 'Registrarse',
    },
    deposit: {
      title: '2. Haz un depósito',
      text: 'Abre Depósito en el centro de miembros, elige un método y un monto. Los depósitos llegan en minutos.',
      link: 'Ir al depósito',
    },
    play: {
      title: '3. Elige un juego',
      text: 'Explora tragamonedas, casino en vivo, deportes y lotería desde el menú, o busca por nombre.',
      link: 'Ver tragamonedas',
    },
    rewards: {
      title: '4. Reclama tus bonos',
      text: 'Las promociones y el centro de recompensas pagan bonos por depósitos, apuestas y registros diarios.',
      link: 'Ver promociones',
    },
    help: {
      title: '5. Pide ayuda',
      text: 'El centro de ayuda responde las preguntas comunes; la atención al cliente está disponible todo el día.',
      link: 'Abrir el centro de ayuda',
    },
  },
};
