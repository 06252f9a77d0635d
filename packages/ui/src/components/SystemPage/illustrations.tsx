import * as styles from './SystemPage.css';

interface ArtProps {
  className?: string;
}

// Decorative: the title says the same in words. Colours come from theme classes, so they follow brand and mode.

/** A slot-machine screen under a spanner: the site is being worked on. */
const Maintenance = ({ className }: ArtProps) => (
  <svg viewBox="0 0 200 140" aria-hidden="true" focusable="false" className={className}>
    <ellipse cx="100" cy="128" rx="70" ry="7" className={styles.artShadow} />
    <rect x="42" y="28" width="116" height="92" rx="14" className={styles.artBody} />
    <rect x="54" y="42" width="92" height="46" rx="8" className={styles.artScreen} />
    <rect x="62" y="50" width="22" height="30" rx="4" className={styles.artReel} />
    <rect x="89" y="50" width="22" height="30" rx="4" className={styles.artReel} />
    <rect x="116" y="50" width="22" height="30" rx="4" className={styles.artReel} />
    <path d="M67 65h12M94 65h12M121 65h12" className={styles.artStroke} />
    <rect x="60" y="98" width="44" height="10" rx="5" className={styles.artAccent} />
    <circle cx="134" cy="103" r="7" className={styles.artGold} />
    <path d="M150 18l14 14-30 30-9-5-5-9z" className={styles.artGold} />
    <circle cx="166" cy="16" r="10" className={styles.artGoldRing} />
    <path d="M26 34l5 5M34 26l-3 8M20 46h8" className={styles.artSpark} />
  </svg>
);

/** A globe behind a shield with a lock: the region is blocked. */
const RegionBlocked = ({ className }: ArtProps) => (
  <svg viewBox="0 0 200 140" aria-hidden="true" focusable="false" className={className}>
    <ellipse cx="100" cy="128" rx="70" ry="7" className={styles.artShadow} />
    <circle cx="82" cy="66" r="48" className={styles.artBody} />
    <circle cx="82" cy="66" r="48" className={styles.artLine} />
    <ellipse cx="82" cy="66" rx="20" ry="48" className={styles.artLine} />
    <path d="M34 66h96M40 42h84M40 90h84" className={styles.artLine} />
    <path d="M138 52l30 11v22c0 19-13 32-30 38-17-6-30-19-30-38V63z" className={styles.artAccent} />
    <rect x="126" y="80" width="24" height="20" rx="4" className={styles.artOnAccent} />
    <path d="M131 80v-6a7 7 0 0 1 14 0v6" className={styles.artOnAccentStroke} />
    <circle cx="138" cy="90" r="2.5" className={styles.artAccentDot} />
  </svg>
);

/** A browser window with a broken link: the address is not ours. */
const DomainCheckFailed = ({ className }: ArtProps) => (
  <svg viewBox="0 0 200 140" aria-hidden="true" focusable="false" className={className}>
    <ellipse cx="100" cy="128" rx="70" ry="7" className={styles.artShadow} />
    <rect x="30" y="22" width="140" height="98" rx="12" className={styles.artBody} />
    <path d="M30 44h140" className={styles.artLine} />
    <circle cx="44" cy="33" r="3.5" className={styles.artCritical} />
    <circle cx="56" cy="33" r="3.5" className={styles.artGold} />
    <circle cx="68" cy="33" r="3.5" className={styles.artAccent} />
    <rect x="80" y="28" width="78" height="10" rx="5" className={styles.artScreen} />
    <path
      d="M74 88l-8 8a10 10 0 0 1-14-14l8-8a10 10 0 0 1 14 0"
      className={styles.artAccentStroke}
    />
    <path
      d="M126 68l8-8a10 10 0 0 0-14-14l-8 8a10 10 0 0 0 0 14"
      className={styles.artAccentStroke}
    />
    <path
      d="M92 62l-6-8M100 58v-10M108 62l6-8M92 82l-6 8M100 86v10M108 82l6 8"
      className={styles.artCriticalStroke}
    />
  </svg>
);

export const illustrations = {
  maintenance: Maintenance,
  regionBlocked: RegionBlocked,
  domainCheckFailed: DomainCheckFailed,
};
