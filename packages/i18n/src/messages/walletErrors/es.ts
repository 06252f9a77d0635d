import type { walletErrorsEn } from './en';

export const walletErrorsEs: typeof walletErrorsEn = {
  insufficient_balance: 'Tu saldo no alcanza para este monto',
  amount_out_of_range: 'El monto está fuera de los límites permitidos',
  daily_limit_reached: 'Alcanzaste el límite de retiros de hoy',
  transaction_password_not_set: 'Primero establece una contraseña de transacción',
  incorrect_password: 'La contraseña es incorrecta',
  order_state_conflict: 'Esta orden ya no se puede modificar',
  idempotency_conflict: 'Esta solicitud ya se usó para otra acción. Inténtalo de nuevo',
  binding_locked: 'Una vinculación confirmada no se puede cambiar ni desvincular',
  profile_field_locked: 'Este campo ya no se puede cambiar. Contacta con atención al cliente',
  withdrawal_account_limit: 'No puedes vincular más cuentas de retiro',
  no_upline: 'No tienes un agente superior al que transferir',
  not_in_team: 'Este miembro no está en tu equipo',
  request_conflict: 'Esto cambió en otra solicitud en el mismo momento, inténtalo de nuevo',
  single_wallet: 'Este sitio usa una sola billetera, así que no hace falta transferir',
  unknown_payment_method: 'Este método de pago no está disponible',
  invalid_image: 'Las imágenes deben ser png o jpg, de 5 MB como máximo cada una y 3 como máximo',
  admin_unauthorized: 'No autorizado',
};
