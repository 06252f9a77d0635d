import type { LucideIcon } from 'lucide-react';
import clsx from 'clsx';
import type { Foreground } from '../../css/sprinkles.css';
import { sprinkles } from '../../css/sprinkles.css';
import * as styles from './Icon.css';

export type IconProps = {
  /** A lucide-react icon, e.g. `import { Wallet } from 'lucide-react'`. */
  icon: LucideIcon;
  size?: 'xsmall' | 'small' | 'standard' | 'large' | 'xlarge';
  tone?: Foreground;
  /** Flip horizontally in RTL (directional icons). */
  mirrorInRtl?: boolean;
  className?: string;
} & (
  | { /** Names the icon for assistive technology when it carries meaning alone. */ label: string }
  | { label?: undefined }
);

/** A lucide icon on the kit's sizes and tones; decorative (hidden) unless given a label. */
export const Icon = ({ icon: Glyph, size, tone = 'inherit', mirrorInRtl, label, className }: IconProps) => (
  <Glyph
    className={clsx(styles.icon({ size, mirrorInRtl }), sprinkles({ color: tone }), className)}
    strokeWidth={2}
    focusable="false"
    {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
  />
);
Icon.displayName = 'Icon';
