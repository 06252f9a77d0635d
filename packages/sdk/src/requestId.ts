/**
 * A fresh idempotency key for one user action (the contract's RequestId). Make it once when the form is
 * submitted and reuse it for retries of that submission, so a retried request moves no money twice.
 */
export function newRequestId(): string {
  const uuid = globalThis.crypto?.randomUUID?.();
  if (uuid) return uuid;
  // Older runtimes without randomUUID still have getRandomValues.
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
