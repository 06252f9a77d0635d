export class CopyError extends Error {
  constructor(cause?: unknown) {
    super('Could not copy to the clipboard', { cause });
    this.name = 'CopyError';
  }
}

export interface CopyEnvironment {
  /** The async Clipboard API, when the page may use it (secure context, permission). */
  clipboard?: Pick<Clipboard, 'writeText'>;
  document?: Document;
}

const defaultEnvironment = (): CopyEnvironment => ({
  clipboard: typeof navigator !== 'undefined' ? navigator.clipboard : undefined,
  document: typeof document !== 'undefined' ? document : undefined,
});

/** The old way, for insecure pages and older webviews: select a hidden textarea and run the copy command. */
const copyWithSelection = (text: string, doc: Document): boolean => {
  const previousFocus = doc.activeElement instanceof HTMLElement ? doc.activeElement : null;
  const area = doc.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.setAttribute('aria-hidden', 'true');
  Object.assign(area.style, { position: 'fixed', insetBlockStart: '0', insetInlineStart: '-9999px', opacity: '0' });
  doc.body.appendChild(area);
  try {
    area.focus({ preventScroll: true });
    area.select();
    area.setSelectionRange(0, text.length);
    return typeof doc.execCommand === 'function' && doc.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    // selecting the textarea took focus from the copy button: give it back
    previousFocus?.focus();
  }
};

/**
 * Copies text: the Clipboard API first, then the selection fallback. Rejects with a CopyError when
 * neither works, so the caller can tell the user to copy by hand.
 */
export const copyText = async (text: string, environment: CopyEnvironment = defaultEnvironment()): Promise<void> => {
  let apiError: unknown;
  if (environment.clipboard?.writeText) {
    try {
      await environment.clipboard.writeText(text);
      return;
    } catch (error) {
      apiError = error;
    }
  }
  if (environment.document && copyWithSelection(text, environment.document)) return;
  throw new CopyError(apiError);
};
