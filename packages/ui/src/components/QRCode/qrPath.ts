import { create } from 'qrcode';

export type ErrorCorrection = 'L' | 'M' | 'Q' | 'H';

export interface QrMatrix {
  /** Modules per side. */
  size: number;
  /** Whether the module at row, column is dark. */
  isDark: (row: number, column: number) => boolean;
}

/** The QR code's module matrix for a value (throws if the value is too long for a QR code). */
export const qrMatrix = (value: string, errorCorrection: ErrorCorrection = 'M'): QrMatrix => {
  const { modules } = create(value, { errorCorrectionLevel: errorCorrection });
  return { size: modules.size, isDark: (row, column) => modules.get(row, column) === 1 };
};

/**
 * One SVG path drawing every dark module as a 1×1 square, shifted by the quiet zone. Runs of dark
 * modules in a row merge into one rectangle, which keeps the path short and leaves no hairline seams.
 */
export const qrPath = (matrix: QrMatrix, quietZone: number): string => {
  const parts: string[] = [];
  for (let row = 0; row < matrix.size; row += 1) {
    let column = 0;
    while (column < matrix.size) {
      if (!matrix.isDark(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < matrix.size && matrix.isDark(row, column)) column += 1;
      const run = column - start;
      parts.push(`M${start + quietZone} ${row + quietZone}h${run}v1h-${run}z`);
    }
  }
  return parts.join('');
};
