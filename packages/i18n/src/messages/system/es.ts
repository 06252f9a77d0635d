import type { system as en } from './en';

export const system: typeof en = {
  maintenanceTitle: 'En mantenimiento',
  maintenanceText: 'Estamos mejorando la plataforma para atenderte mejor. Vuelve pronto o contacta con atención al cliente.',
  regionBlockedTitle: 'Acceso restringido',
  regionBlockedText: 'Nuestro servicio no está disponible en tu región. Si crees que se trata de un error, contacta con atención al cliente.',
  yourIp: 'Tu IP',
  domainCheckFailedTitle: 'URL no válida',
  domainCheckFailedText: 'URL no válida, contacta con atención al cliente',
  contactSupport: 'Atención al cliente',
  social: 'Síguenos',
  regionTitle: 'Elige tu región',
  regionDescription: 'Elige un idioma: define tu país y tu moneda.',
  regionSubmit: 'Confirmar',
  regionCurrency: 'Moneda {currency}',
  countryCurrency: 'País y moneda',
  switchNotice: 'Al cambiar de país, el sitio se recarga en su moneda y se cierra tu sesión.',
};
