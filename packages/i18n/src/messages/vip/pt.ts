import type { vipEn } from './en';

export const vipPt: typeof vipEn = {
  vip: {
    badge: 'VIP {{name}}',
    lead: 'Deposite e jogue para subir nos níveis VIP. Você alcança um nível quando seus depósitos e suas apostas válidas chegam a ele, e cada nível paga um bônus único de subida de nível.',
    levels: {
      bronze: 'Bronze',
      silver: 'Prata',
      gold: 'Ouro',
      platinum: 'Platina',
      diamond: 'Diamante',
    },
    standing: {
      title: 'Seu nível VIP',
      level: '{{name}} (nível {{level}})',
      none: 'Ainda sem nível VIP',
      toNext: 'Para alcançar {{name}}:',
      top: 'Você alcançou o nível mais alto.',
    },
    progress: {
      deposits: 'Depósitos',
      validBets: 'Apostas válidas',
      amounts: '{{current}} de {{target}}',
    },
    ladder: {
      title: 'Níveis VIP',
      level: 'Nível {{level}}: {{name}}',
      current: 'Seu nível',
      requires: 'Exige {{deposits}} em depósitos e {{validBets}} em apostas válidas',
      bonus: 'Bônus de subida de nível: {{amount}}',
      claim: 'Resgatar o bônus {{name}}',
    },
  },
};
