import type { contractErrorsEn, contractsEn } from './en';

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

export const contractsEs: Strings<typeof contractsEn> = {
  contracts: {
    pages: {
      revenueReport: 'Mis ingresos',
      dividendRecord: 'Bono',
      dailyWages: 'Salario diario',
      hourSalary: 'Salario por hora',
      realtimeSalary: 'Salario en tiempo real',
      contracts: 'Contratos',
    },
    types: {
      dividend: 'Dividendo',
      daily_salary: 'Salario diario',
      hourly_salary: 'Salario por hora',
      realtime_salary: 'Salario en tiempo real',
    },
    periods: { daily: 'Diario', weekly: 'Semanal', semimonthly: 'Quincenal', monthly: 'Mensual' },
    terms: {
      rate: 'Tasa',
      activeMembers: 'Miembros activos',
      periodValidBet: 'Apuesta válida del periodo',
      periodProfitLoss: 'Ganancia/pérdida del periodo',
      betAmount: 'Monto de apuesta diario o por hora',
      period: 'Periodo',
    },
    status: {
      requested: 'Esperando respuesta',
      terminationRequested: 'Terminación esperando respuesta',
      active: 'Vigente',
      rejected: 'Rechazado',
      terminated: 'Terminado',
      accepted: 'Terminación aceptada',
    },
    settlementStatus: { paid: 'Pagado', nothing: 'Nada que pagar', unpaid: 'No pagado' },
    columns: {
      period: 'Periodo',
      activeMembers: 'Miembros activos',
      teamValidBet: 'Apuesta válida del equipo',
      teamProfitLoss: 'Ganancia/pérdida del equipo',
      rate: 'Tasa',
      amount: 'Monto',
      status: 'Estado',
      date: 'Fecha',
      total: 'Total',
      subAgent: 'Subagente',
      type: 'Contrato',
      offeredAt: 'Ofrecido',
      actions: 'Acciones',
    },
    inForce: 'Contrato de {{type}} vigente',
    offeredBy: 'Ofrecido por {{upline}}',
    platform: 'la plataforma',
    since: 'vigente desde {{date}}',
    noContract: 'Ningún contrato vigente',
    noContractText:
      'Cuando tu superior te ofrezca un contrato de este tipo, podrás aceptarlo aquí.',
    awaiting: 'Una solicitud espera tu respuesta',
    records: 'Registros de liquidación',
    recordsOf: 'Registros de liquidación de {{type}}',
    income: { chart: 'Ingresos por día', table: 'Ingresos por día y contrato' },
    chart: {
      explore: '{title}: puntos de datos',
      category: 'Día',
      empty: 'Sin ingresos en este periodo',
      loading: 'Cargando gráfico',
    },
    offers: 'Contratos ofrecidos a mis subagentes',
    offer: {
      title: 'Ofrecer un contrato a un subagente directo',
      kind: 'Solicitud',
      new: 'Nuevo contrato',
      termination: 'Terminación',
      account: 'Cuenta del subagente',
      type: 'Contrato',
      rate: 'Tasa (%)',
      rateRule: 'Introduce una tasa entre 0,01 y 100',
      required: 'El campo no puede estar vacío',
      submit: 'Enviar la oferta',
      sent: 'Oferta enviada; espera la respuesta del subagente.',
    },
    actions: {
      terminateOf: 'Terminar el contrato de {{account}}',
      withdrawOf: 'Retirar la oferta a {{account}}',
    },
    dialog: {
      title: 'Solicitudes de contrato',
      description: 'Tu superior te envió solicitudes de contrato. Acepta o rechaza cada una.',
      offer: '{{upline}} te ofrece un contrato de {{type}}',
      termination: '{{upline}} pide terminar tu contrato de {{type}}',
      agreement: 'Firmo el acuerdo de salario en tiempo real',
      agreementText:
        'El salario se liquida y se paga cada 5 minutos según las apuestas válidas del equipo, a la tasa indicada.',
      agreementRequired: 'Firma el acuerdo para aceptar el contrato',
      accept: 'Aceptar la solicitud de {{type}}',
      reject: 'Rechazar la solicitud de {{type}}',
    },
  },
};

export const contractErrorsEs: Strings<typeof contractErrorsEn> = {
  not_direct_downline: 'Solo el superior directo puede hacer esto',
  contract_state_conflict: 'El contrato no está en un estado que lo permita',
};
