/**
 * Spec §9: hot games and vendor lists are cached in session storage, so a reload or a new page of the
 * same visit asks the server once. Merchant and language are in the key: a switch asks again.
 */
export async function sessionCached<T>(key: string, load: () => Promise<T>): Promise<T> {
  const hit = sessionStorage.getItem(key);
  if (hit !== null) {
    try {
      return JSON.parse(hit) as T;
    } catch {
      sessionStorage.removeItem(key);
    }
  }
  const value = await load();
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or blocked: the answer is still good for this page
  }
  return value;
}
