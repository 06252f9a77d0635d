import type { walletErrorsEn } from './en';

export const walletErrorsPt: typeof walletErrorsEn = {
  insufficient_balance: 'Seu saldo não é suficiente para este valor',
  amount_out_of_range: 'O valor está fora dos limites permitidos',
  daily_limit_reached: 'Você atingiu o limite de saques de hoje',
  transaction_password_not_set: 'Defina primeiro uma senha de transação',
  incorrect_password: 'A senha está incorreta',
  order_state_conflict: 'Este pedido não pode mais ser alterado',
  idempotency_conflict: 'Esta solicitação já foi usada para outra ação. Tente novamente',
  binding_locked: 'Uma vinculação confirmada não pode ser alterada nem desvinculada',
  profile_field_locked: 'Este campo não pode mais ser alterado. Fale com o atendimento',
  withdrawal_account_limit: 'Você não pode vincular mais contas de saque',
  no_upline: 'Você não tem um agente superior para transferir',
  not_in_team: 'Este membro não está na sua equipe',
  request_conflict: 'Isto foi alterado por outra solicitação no mesmo instante, tente novamente',
  single_wallet: 'Este site usa uma carteira única, então nenhuma transferência é necessária',
  unknown_payment_method: 'Este método de pagamento não está disponível',
  invalid_image: 'As imagens devem ser png ou jpg, com no máximo 5 MB cada e no máximo 3',
  admin_unauthorized: 'Não autorizado',
};
