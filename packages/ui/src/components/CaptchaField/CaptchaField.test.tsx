import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CaptchaField } from './CaptchaField';

const png = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

afterEach(() => vi.useRealTimers());

describe('CaptchaField', () => {
  it('names the input, the image and the refresh button', () => {
    render(<CaptchaField label="Captcha" src={png} onRefresh={() => {}} />);
    expect(screen.getByRole('textbox', { name: 'Captcha' })).toHaveAttribute('autocomplete', 'off');
    expect(screen.getByRole('img', { name: 'Captcha image: type the characters it shows' })).toHaveAttribute('src', png);
    expect(screen.getByRole('button', { name: 'Show a new captcha' })).toBeInTheDocument();
  });

  it('captcha refresh is allowed at most once per second', () => {
    vi.useFakeTimers();
    const onRefresh = vi.fn();
    render(<CaptchaField label="Captcha" src={png} onRefresh={onRefresh} />);
    const refresh = screen.getByRole('button', { name: 'Show a new captcha' });
    fireEvent.click(refresh);
    fireEvent.click(refresh);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(999));
    fireEvent.click(refresh);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1));
    fireEvent.click(refresh);
    expect(onRefresh).toHaveBeenCalledTimes(2);
  });

  it('shows a named placeholder until the image arrives', () => {
    render(<CaptchaField label="Captcha" onRefresh={() => {}} />);
    expect(screen.getByRole('img', { name: 'Loading captcha' })).toBeInTheDocument();
  });

  it('wires the error to the input', () => {
    render(<CaptchaField label="Captcha" src={png} onRefresh={() => {}} error="Please enter the captcha" required />);
    const input = screen.getByRole('textbox', { name: 'Captcha' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter the captcha');
  });

  it('takes translated names', () => {
    render(<CaptchaField label="Código" src={png} onRefresh={() => {}} messages={{ refresh: 'Novo código', image: 'Imagem do código' }} />);
    expect(screen.getByRole('button', { name: 'Novo código' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Imagem do código' })).toBeInTheDocument();
  });
});
