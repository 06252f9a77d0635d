// Error texts of the wallet and member center codes (openapi.yaml ErrorCode, issue 6), spread into `errors`.
export const walletErrorsEn = {
  insufficient_balance: 'Your balance is not enough for this amount',
  amount_out_of_range: 'The amount is outside the allowed limits',
  daily_limit_reached: "You have reached today's withdrawal limit",
  transaction_password_not_set: 'Set a transaction password first',
  incorrect_password: 'The password is incorrect',
  order_state_conflict: 'This order can no longer be changed',
  idempotency_conflict: 'This request was already used for something else. Please try again',
  binding_locked: 'A confirmed binding cannot be changed or unlinked',
  profile_field_locked: 'This field can no longer be changed. Please contact customer service',
  withdrawal_account_limit: 'You cannot bind more withdrawal accounts',
  no_upline: 'You have no upline agent to transfer to',
  single_wallet: 'This site uses a single wallet, so no transfer is needed',
  unknown_payment_method: 'This payment method is not available',
  invalid_image: 'Images must be png or jpg, at most 5 MB each, and at most 3',
  admin_unauthorized: 'Not authorised',
};
