import type { system as en } from './en';

export const system: typeof en = {
  maintenanceTitle: 'Em manutenção',
  maintenanceText: 'Estamos atualizando a plataforma para atender você melhor. Volte em breve ou fale com o atendimento ao cliente.',
  regionBlockedTitle: 'Acesso restrito',
  regionBlockedText: 'Nosso serviço não está disponível na sua região. Se você acha que isso é um engano, fale com o atendimento ao cliente.',
  yourIp: 'Seu IP',
  domainCheckFailedTitle: 'URL inválida',
  domainCheckFailedText: 'URL inválida, entre em contato com o atendimento ao cliente',
  contactSupport: 'Atendimento ao cliente',
  social: 'Siga-nos',
  regionTitle: 'Escolha sua região',
  regionDescription: 'Escolha um idioma: ele define seu país e sua moeda.',
  regionSubmit: 'Confirmar',
  regionCurrency: 'Moeda {currency}',
  countryCurrency: 'País e moeda',
  switchNotice: 'Mudar de país recarrega o site na moeda dele e encerra sua sessão.',
};
