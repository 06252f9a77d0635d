/** Texts the QRCode writes itself, English by default; pass translations through its `messages` prop. */
export interface QRCodeMessages {
  /** Shown instead of the code when the value is too long to encode. */
  tooLong: string;
}

export const qrCodeMessages: QRCodeMessages = {
  tooLong: 'This link is too long for a QR code.',
};
