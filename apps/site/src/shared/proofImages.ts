import type { ProofImage } from '@croupier/sdk';

/** A chosen png/jpg as the contract's proof image: its type and base64 content. */
export async function toProofImage(file: File): Promise<ProofImage> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // in chunks: String.fromCharCode(...bytes) overflows the stack on a 5 MB image
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return { contentType: file.type === 'image/png' ? 'image/png' : 'image/jpeg', data: btoa(binary) };
}
