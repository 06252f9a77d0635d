import type { ReactNode } from 'react';
import { useMemo } from 'react';
import clsx from 'clsx';
import { ThemeScope } from '../../provider/ThemeScope';
import type { QRCodeMessages } from './QRCode.messages';
import { qrCodeMessages } from './QRCode.messages';
import type { ErrorCorrection } from './qrPath';
import { qrMatrix, qrPath } from './qrPath';
import * as styles from './QRCode.css';

export interface QRCodeProps {
  /** What the code encodes: usually an app download URL. */
  value: string;
  /** The accessible name, saying what scanning it does: "Scan to download the Android app". */
  label: string;
  /** Visible text under the code ("Android"). */
  caption?: ReactNode;
  /** Width of the frame: small 112px, medium 160px (default), large 224px. */
  size?: 'small' | 'medium' | 'large';
  /** Higher survives more damage but needs more modules. Default `M`. */
  errorCorrection?: ErrorCorrection;
  /** Light modules around the code, which scanners need. Default 4, the standard's minimum. */
  quietZone?: number;
  messages?: Partial<QRCodeMessages>;
  className?: string;
}

/** A QR code drawn as inline SVG: crisp at any size, printable, no canvas. */
export const QRCode = ({
  value,
  label,
  caption,
  size,
  errorCorrection = 'M',
  quietZone = 4,
  messages: messagesProp,
  className,
}: QRCodeProps) => {
  const messages = { ...qrCodeMessages, ...messagesProp };
  const drawing = useMemo(() => {
    try {
      const matrix = qrMatrix(value, errorCorrection);
      return { side: matrix.size + quietZone * 2, path: qrPath(matrix, quietZone) };
    } catch {
      return null;
    }
  }, [value, errorCorrection, quietZone]);

  return (
    // a light scope whatever the page's mode: dark modules on a light ground scan everywhere
    <ThemeScope className={clsx('light', styles.frame({ size }), className)} data-qr-code="">
      {drawing ? (
        <svg
          role="img"
          aria-label={label}
          viewBox={`0 0 ${drawing.side} ${drawing.side}`}
          className={styles.svg}
          focusable="false"
        >
          <rect width={drawing.side} height={drawing.side} className={styles.background} />
          <path d={drawing.path} className={styles.modules} />
        </svg>
      ) : (
        <span className={styles.error}>{messages.tooLong}</span>
      )}
      {caption ? <span className={styles.caption}>{caption}</span> : null}
    </ThemeScope>
  );
};
QRCode.displayName = 'QRCode';
