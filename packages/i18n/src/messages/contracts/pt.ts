import type { contractErrorsEn, contractsEn } from './en';

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

export const contractsPt: Strings<typeof contractsEn> = {
  contracts: {
    pages: {
      revenueReport: 'Minha renda',
      dividendRecord: 'Bônus',
      dailyWages: 'Salário diário',
      hourSalary: 'Salário por hora',
      realtimeSalary: 'Salário em tempo real',
      contracts: 'Contratos',
    },
    types: {
      dividend: 'Dividendo',
      daily_salary: 'Salário diário',
      hourly_salary: 'Salário por hora',
      realtime_salary: 'Salário em tempo real',
    },
    periods: { daily: 'Diário', weekly: 'Semanal', semimonthly: 'Quinzenal', monthly: 'Mensal' },
    terms: {
      rate: 'Taxa',
      activeMembers: 'Membros ativos',
      periodValidBet: 'Aposta válida do período',
      periodProfitLoss: 'Lucro/prejuízo do período',
      betAmount: 'Valor de aposta diário ou por hora',
      period: 'Período',
    },
    status: {
      requested: 'Aguardando resposta',
      terminationRequested: 'Rescisão aguardando resposta',
      active: 'Em vigor',
      rejected: 'Recusado',
      terminated: 'Encerrado',
      accepted: 'Rescisão aceita',
    },
    settlementStatus: { paid: 'Pago', nothing: 'Nada devido', unpaid: 'Não pago' },
    columns: {
      period: 'Período',
      activeMembers: 'Membros ativos',
      teamValidBet: 'Aposta válida da equipe',
      teamProfitLoss: 'Lucro/prejuízo da equipe',
      rate: 'Taxa',
      amount: 'Valor',
      status: 'Status',
      date: 'Data',
      total: 'Total',
      subAgent: 'Subagente',
      type: 'Contrato',
      offeredAt: 'Oferecido em',
      actions: 'Ações',
    },
    inForce: 'Contrato de {{type}} em vigor',
    offeredBy: 'Oferecido por {{upline}}',
    platform: 'a plataforma',
    since: 'em vigor desde {{date}}',
    noContract: 'Nenhum contrato em vigor',
    noContractText:
      'Quando seu superior oferecer um contrato deste tipo, você poderá aceitá-lo aqui.',
    awaiting: 'Uma solicitação aguarda sua resposta',
    records: 'Registros de liquidação',
    recordsOf: 'Registros de liquidação de {{type}}',
    income: { chart: 'Renda por dia', table: 'Renda por dia e contrato' },
    chart: {
      explore: '{title}: pontos de dados',
      category: 'Dia',
      empty: 'Sem renda neste período',
      loading: 'Carregando gráfico',
    },
    offers: 'Contratos oferecidos aos meus subagentes',
    offer: {
      title: 'Oferecer um contrato a um subagente direto',
      kind: 'Solicitação',
      new: 'Novo contrato',
      termination: 'Rescisão',
      account: 'Conta do subagente',
      type: 'Contrato',
      rate: 'Taxa (%)',
      rateRule: 'Informe uma taxa entre 0,01 e 100',
      required: 'O campo não pode ficar vazio',
      submit: 'Enviar a oferta',
      sent: 'Oferta enviada; aguarda a resposta do subagente.',
    },
    actions: {
      terminateOf: 'Encerrar o contrato de {{account}}',
      withdrawOf: 'Retirar a oferta para {{account}}',
    },
    dialog: {
      title: 'Solicitações de contrato',
      description: 'Seu superior enviou solicitações de contrato. Aceite ou recuse cada uma.',
      offer: '{{upline}} oferece a você um contrato de {{type}}',
      termination: '{{upline}} pede para encerrar seu contrato de {{type}}',
      agreement: 'Assino o acordo de salário em tempo real',
      agreementText:
        'O salário é liquidado e pago a cada 5 minutos com base nas apostas válidas da equipe, à taxa acima.',
      agreementRequired: 'Assine o acordo para aceitar o contrato',
      accept: 'Aceitar a solicitação de {{type}}',
      reject: 'Recusar a solicitação de {{type}}',
    },
  },
};

export const contractErrorsPt: Strings<typeof contractErrorsEn> = {
  not_direct_downline: 'Somente o superior direto pode fazer isso',
  contract_state_conflict: 'O contrato não está em um estado que permita isso',
};
