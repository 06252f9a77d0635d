import type { Db } from '../../db/types';
import { ApiError, validationFailed } from '../../http/envelope';
import { verifyCode, type VerificationPurpose } from '../verification/service';

/** Uses up an SMS code; a wrong or expired one is a field error (verificationCode invalid) like any other. */
export async function consumeSmsCode(
  db: Db,
  target: { merchantCode: string; purpose: VerificationPurpose; destination: string; code: string },
): Promise<void> {
  try {
    await verifyCode(db, { ...target, channel: 'sms' });
  } catch (error) {
    if (error instanceof ApiError && error.code.startsWith('verification_code'))
      throw validationFailed({ verificationCode: { rule: 'invalid' } });
    throw error;
  }
}
