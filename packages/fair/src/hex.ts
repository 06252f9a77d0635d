/** Hex text of bytes, lowercase. */
export const toHex = (bytes: ArrayBuffer | Uint8Array) =>
  Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');

/** The bytes of hex text (an even number of hex digits). */
export const fromHex = (hex: string) => {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
};

const HEX_32 = /^[0-9a-f]{64}$/;
/** Whether a text is 32 bytes in hex: 64 lowercase hex digits (a round hash, a server seed or its hash). */
export const isHex32 = (text: string): boolean => HEX_32.test(text);
