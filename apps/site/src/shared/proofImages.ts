import type { ProofImage } from '@croupier/sdk';

/** A file's content as base64, for the contract's image uploads. */
export async function fileBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // in chunks: String.fromCharCode(...bytes) overflows the stack on a 5 MB image
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
}

/** A chosen png/jpg as the contract's proof image: its type and base64 content. */
export async function toProofImage(file: File): Promise<ProofImage> {
  return { contentType: file.type === 'image/png' ? 'image/png' : 'image/jpeg', data: await fileBase64(file) };
}
