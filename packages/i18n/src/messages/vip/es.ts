import type { vipEn } from './en';

export const vipEs: typeof vipEn = {
  vip: {
    badge: 'VIP {{name}}',
    lead: 'Deposita y juega para subir de nivel VIP. Alcanzas un nivel cuando tus depósitos y tus apuestas válidas llegan a él, y cada nivel paga un bono único por subir de nivel.',
    levels: {
      bronze: 'Bronce',
      silver: 'Plata',
      gold: 'Oro',
      platinum: 'Platino',
      diamond: 'Diamante',
    },
    standing: {
      title: 'Tu nivel VIP',
      level: '{{name}} (nivel {{level}})',
      none: 'Todavía sin nivel VIP',
      toNext: 'Para alcanzar {{name}}:',
      top: 'Has alcanzado el nivel más alto.',
    },
    progress: {
      deposits: 'Depósitos',
      validBets: 'Apuestas válidas',
      amounts: '{{current}} de {{target}}',
    },
    ladder: {
      title: 'Niveles VIP',
      level: 'Nivel {{level}}: {{name}}',
      current: 'Tu nivel',
      requires: 'Requiere {{deposits}} en depósitos y {{validBets}} en apuestas válidas',
      bonus: 'Bono por subir de nivel: {{amount}}',
      claim: 'Reclamar el bono {{name}}',
    },
  },
};
