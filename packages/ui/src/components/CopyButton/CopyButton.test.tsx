import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyButton } from './CopyButton';
import { CopyError, copyText } from './copyText';

const okClipboard = () => ({ writeText: vi.fn(async (_text: string) => {}) });
const refusingClipboard = () => ({
  writeText: vi.fn(async (_text: string) => {
    throw new DOMException('Denied', 'NotAllowedError');
  }),
});

afterEach(() => vi.useRealTimers());

describe('copyText', () => {
  it('uses the Clipboard API when it is there', async () => {
    const clipboard = okClipboard();
    await copyText('8801712345678', { clipboard, document });
    expect(clipboard.writeText).toHaveBeenCalledWith('8801712345678');
  });

  it('falls back to selecting a hidden textarea, and gives focus back', async () => {
    const button = document.createElement('button');
    document.body.appendChild(button);
    button.focus();
    let copied = '';
    const execCommand = vi.fn(() => {
      copied = (document.activeElement as HTMLTextAreaElement).value;
      return true;
    });
    Object.assign(document, { execCommand });
    await copyText('REF-42', { clipboard: refusingClipboard(), document });
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(copied).toBe('REF-42');
    expect(document.querySelector('textarea')).toBeNull();
    expect(button).toHaveFocus();
    button.remove();
  });

  it('rejects with a CopyError when nothing works', async () => {
    Object.assign(document, { execCommand: () => false });
    await expect(copyText('x', { clipboard: refusingClipboard(), document })).rejects.toBeInstanceOf(CopyError);
    await expect(copyText('x', {})).rejects.toBeInstanceOf(CopyError);
  });
});

describe('CopyButton', () => {
  it('copies the value, confirms in a live region and calls onCopied', async () => {
    const clipboard = okClipboard();
    const onCopied = vi.fn();
    render(<CopyButton value="INVITE-7F3K" label="Copy invitation code" onCopied={onCopied} environment={{ clipboard }} />);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    await userEvent.click(screen.getByRole('button', { name: 'Copy invitation code' }));
    expect(clipboard.writeText).toHaveBeenCalledWith('INVITE-7F3K');
    // shown once the clipboard's promise has settled and React has rendered, which the click does not wait for
    await waitFor(() => expect(status).toHaveTextContent('Copied'));
    expect(onCopied).toHaveBeenCalledWith('INVITE-7F3K');
  });

  it('the confirmation goes away after resetAfter', async () => {
    // The fake clock also advances with the real one (userEvent waits on it), so the delay is far longer than a
    // loaded machine can take before the confirmation shows. It shows once the clipboard's promise has settled
    // and React has rendered, which the click does not wait for: CI twice found it still empty right after.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<CopyButton value="x" resetAfter={60_000} environment={{ clipboard: okClipboard() }} />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Copied'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_100);
    });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('an icon-only button is named by its label', async () => {
    render(<CopyButton value="x" display="icon" label="Copy account number" environment={{ clipboard: okClipboard() }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy account number' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Copied'));
  });

  it('when the clipboard refuses, it shows the error and calls onCopyError', async () => {
    Object.assign(document, { execCommand: () => false });
    const onCopyError = vi.fn();
    const onCopied = vi.fn();
    render(
      <CopyButton
        value="x"
        onCopied={onCopied}
        onCopyError={onCopyError}
        messages={{ failed: 'Não foi possível copiar.' }}
        environment={{ clipboard: refusingClipboard(), document }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível copiar.'));
    expect(onCopyError).toHaveBeenCalledWith(expect.any(CopyError));
    expect(onCopied).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
