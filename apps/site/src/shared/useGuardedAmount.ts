import { useState } from 'react';
import { checkAmount, type AmountLimits, type AmountProblem } from './amountRules';
import { useRequestId } from './useRequestId';

/**
 * The state of a form that moves money out with the transaction password (withdrawal, transfer to
 * upline): the amount and its problem, the password, and the idempotency key, renewed when the amount changes.
 */
export function useGuardedAmount(limits: AmountLimits) {
  const [amount, setAmountText] = useState('');
  const [password, setPasswordText] = useState('');
  const [problem, setProblem] = useState<AmountProblem>();
  const [passwordMissing, setPasswordMissing] = useState(false);
  const requestId = useRequestId();
  return {
    amount,
    password,
    problem,
    passwordMissing,
    requestId,
    setAmount(value: string) {
      setAmountText(value);
      setProblem(undefined);
      requestId.renew();
    },
    setPassword(value: string) {
      setPasswordText(value);
      setPasswordMissing(false);
    },
    /** Checks both fields, shows what is wrong, and gives the amount in minor units when the form may go. */
    check(): number | null {
      const checked = checkAmount(amount, limits);
      setProblem('problem' in checked ? checked.problem : undefined);
      setPasswordMissing(!password);
      return 'problem' in checked || !password ? null : checked.amount;
    },
    /** After a success: empty fields and a new key for the next movement. */
    clear() {
      requestId.renew();
      setAmountText('');
      setPasswordText('');
    },
  };
}
