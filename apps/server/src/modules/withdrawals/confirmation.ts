// The member's answer to a disbursed payout (spec §4): received, partly received, or not received
// with proof images for staff. Images are checked by their bytes, not only by the declared type.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { ApiError } from '../../http/envelope';
import { sniffImage } from '../../http/imageSignature';
import type { Member } from '../member/service';
import { getWithdrawal } from './orders';
import { withdrawalOrders, withdrawalProofs } from './tables';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGES = 3;

interface ProofImage {
  contentType: 'image/png' | 'image/jpeg';
  data: string;
}

/** The decoded images, or invalid_image: png/jpg by signature, at most 5 MB each, at most 3. */
export function decodeProofImages(images: ProofImage[]): { contentType: string; bytes: Buffer }[] {
  if (images.length > MAX_IMAGES) throw new ApiError(422, 'invalid_image');
  return images.map((image) => {
    const bytes = Buffer.from(image.data, 'base64');
    if (sniffImage(bytes) !== image.contentType || bytes.length > MAX_IMAGE_BYTES) throw new ApiError(422, 'invalid_image');
    return { contentType: image.contentType, bytes };
  });
}

export interface ConfirmationAnswer {
  result: 'received' | 'partly_received' | 'not_received';
  receivedAmount?: number;
  proofImages?: ProofImage[];
}

export async function confirmWithdrawal(db: Db, member: Member, orderNo: string, answer: ConfirmationAnswer) {
  const current = await getWithdrawal(db, member, orderNo);
  let received = current.amount;
  if (answer.result === 'partly_received') {
    received = answer.receivedAmount ?? 0;
    if (received < 1 || received >= current.amount) throw new ApiError(422, 'amount_out_of_range');
  } else if (answer.result === 'not_received') received = 0;
  const images = answer.result === 'received' ? [] : decodeProofImages(answer.proofImages ?? []);
  if (answer.result === 'not_received' && images.length === 0) throw new ApiError(422, 'invalid_image');

  await db.transaction(async (tx) => {
    const [order] = await tx.select().from(withdrawalOrders).where(eq(withdrawalOrders.orderNo, orderNo)).for('update');
    if (!order || order.status !== 'disbursed') throw new ApiError(409, 'order_state_conflict');
    await tx
      .update(withdrawalOrders)
      .set({
        status: answer.result,
        confirmationResult: answer.result,
        confirmationForced: false,
        receivedAmount: received,
        proofImageCount: images.length,
        confirmedAt: new Date(),
      })
      .where(eq(withdrawalOrders.id, order.id));
    if (images.length > 0) {
      await tx.insert(withdrawalProofs).values(
        images.map((image) => ({ orderId: order.id, contentType: image.contentType, size: image.bytes.length, data: image.bytes })),
      );
    }
  });
  return getWithdrawal(db, member, orderNo);
}
