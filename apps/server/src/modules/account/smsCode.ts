import type { Db } from '../../db/types';
import { ApiError, validationFailed } from '../../http/envelope';
import {
  verifyCode,
  type VerificationChannel,
  type VerificationPurpose,
} from '../verification/service';

/**
 * Uses up an SMS (or, with `channel`, email) code; a wrong or expired one is a field error
 * (verificationCode invalid) like any other.
 */
export async function consumeSmsCode(
  db: Db,
  target: {
    merchantCode: string;
    purpose: VerificationPurpose;
    destination: string;
    code: string;
    channel?: VerificationChannel;
  },
): Promise<void> {
  try {
    await verifyCode(db, { channel: 'sms', ...target });
  } catch (error) {
    if (error instanceof ApiError && error.code.startsWith('verification_code'))
      throw validationFailed({ verificationCode: { rule: 'invalid' } });
    throw error;
  }
}
