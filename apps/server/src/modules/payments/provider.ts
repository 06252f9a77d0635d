// The payment provider behind deposits and payouts. Only the built-in sandbox exists: no real money
// moves and no external service is called (ARCHITECTURE.md); a real provider would implement the same.
import { createHash, randomBytes } from 'node:crypto';

export interface PaymentStart {
  /** Where the member pays (the provider's page); same origin for the sandbox. */
  paymentUrl: string;
  /** Hash of the page's secret, kept with the order. */
  tokenHash: string;
}

export interface PaymentProvider {
  readonly name: string;
  startPayment(order: { orderNo: string }): PaymentStart;
  /** Whether a payment-page secret belongs to the order. */
  verifyToken(tokenHash: string, token: string): boolean;
}

export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

export const SANDBOX_PAY_PATH = '/sandbox/pay';

export const sandboxProvider: PaymentProvider = {
  name: 'sandbox',
  startPayment({ orderNo }) {
    const token = randomBytes(24).toString('base64url');
    return {
      paymentUrl: `${SANDBOX_PAY_PATH}/${orderNo}?t=${token}`,
      tokenHash: hashSecret(token),
    };
  },
  verifyToken: (tokenHash, token) => hashSecret(token) === tokenHash,
};
