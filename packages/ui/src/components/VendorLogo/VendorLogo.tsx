import * as styles from './VendorLogo.css';

export interface VendorLogoProps {
  /** The vendor's name: the image's text alternative (PG Soft, Evolution, ...). */
  name: string;
  src: string;
  /** small 48x20 (menus, filters), medium 72x30 (footer). */
  size?: 'small' | 'medium';
  /** Decorative when a visible name stands next to it: the alternative is then empty. */
  decorative?: boolean;
}

const box = { small: [48, 20], medium: [72, 30] } as const;

/** A game vendor's logo in a fixed box (no layout shift), loaded lazily: footers and menus are below the fold. */
export const VendorLogo = ({ name, src, size = 'medium', decorative = false }: VendorLogoProps) => {
  const [width, height] = box[size];
  return (
    <img
      className={styles.logo({ size })}
      src={src}
      alt={decorative ? '' : name}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
    />
  );
};
VendorLogo.displayName = 'VendorLogo';
