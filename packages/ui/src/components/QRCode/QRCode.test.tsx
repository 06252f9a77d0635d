import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../../test/render';
import type { QrMatrix } from './qrPath';
import { qrMatrix, qrPath } from './qrPath';
import { QRCode } from './QRCode';

const grid = (rows: string[]): QrMatrix => ({
  size: rows.length,
  isDark: (row, column) => rows[row]?.[column] === '#',
});

describe('qrPath', () => {
  it('merges runs of dark modules into one rectangle each, offset by the quiet zone', () => {
    expect(qrPath(grid(['##.', '.#.', '..#']), 0)).toBe('M0 0h2v1h-2zM1 1h1v1h-1zM2 2h1v1h-1z');
    expect(qrPath(grid(['#.', '.#']), 4)).toBe('M4 4h1v1h-1zM5 5h1v1h-1z');
  });

  it('an all-light matrix draws nothing', () => {
    expect(qrPath(grid(['..', '..']), 2)).toBe('');
  });
});

describe('qrMatrix', () => {
  it('encodes a URL as a version-sized square with the three finder patterns', () => {
    const matrix = qrMatrix('https://croupier.example/app/android');
    expect(matrix.size).toBeGreaterThanOrEqual(21);
    expect((matrix.size - 17) % 4).toBe(0);
    const last = matrix.size - 1;
    // finder pattern corners are dark: top-left, top-right, bottom-left; the bottom-right corner has none
    expect([matrix.isDark(0, 0), matrix.isDark(0, last), matrix.isDark(last, 0)]).toEqual([true, true, true]);
  });

  it('higher error correction needs at least as many modules', () => {
    const value = 'https://croupier.example/app/ios?ref=AGENT42';
    expect(qrMatrix(value, 'H').size).toBeGreaterThanOrEqual(qrMatrix(value, 'L').size);
  });
});

describe('QRCode', () => {
  it('is an image named by its label, drawn as SVG with a quiet zone', () => {
    render(<QRCode value="https://croupier.example/app" label="Scan to download the Android app" caption="Android" />);
    const image = screen.getByRole('img', { name: 'Scan to download the Android app' });
    expect(image.tagName.toLowerCase()).toBe('svg');
    const size = qrMatrix('https://croupier.example/app').size;
    expect(image).toHaveAttribute('viewBox', `0 0 ${size + 8} ${size + 8}`);
    expect(image.querySelector('path')?.getAttribute('d')).toMatch(/^M4 4h7/);
    expect(screen.getByText('Android')).toBeInTheDocument();
  });

  it('stays light in dark mode: its scope forces the light colour mode', () => {
    renderWithProvider(<QRCode value="x" label="Download" />, { brand: 'mexico' });
    const scope = screen.getByRole('img', { name: 'Download' }).closest('[data-cr-brand]');
    expect(scope).toHaveClass('light');
    expect(scope).toHaveAttribute('data-cr-brand', 'mexico');
  });

  it('says so instead of failing when the value is too long to encode', () => {
    render(<QRCode value={'x'.repeat(8000)} label="Download" />);
    expect(screen.getByText('This link is too long for a QR code.')).toBeInTheDocument();
  });
});
