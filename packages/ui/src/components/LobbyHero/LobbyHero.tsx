import { Suspense, type ReactNode } from 'react';
import * as placeholder from '../BannerPlaceholder/BannerPlaceholder.css';
import * as styles from './LobbyHero.css';

export interface LobbyHeroProps {
  /** The greeting: short, it is what a first visit reads first (and often the largest paint). */
  welcome: ReactNode;
  /**
   * The featured banners. May suspend (a lazy island): the banners' room is kept meanwhile, the size a
   * BannerSlider takes at that width, so nothing below moves when they arrive.
   */
  feature: ReactNode;
}

/**
 * The top of a games-first home: the greeting and the featured banners, stacked on a phone and side by
 * side from a laptop up, so the first row of games below stays in the first screen.
 */
export const LobbyHero = ({ welcome, feature }: LobbyHeroProps) => (
  <div className={styles.root}>
    <div className={styles.welcome}>{welcome}</div>
    <div className={styles.feature}>
      <Suspense
        fallback={
          <div className={placeholder.frame}>
            <div className={placeholder.skeleton} />
          </div>
        }
      >
        {feature}
      </Suspense>
    </div>
  </div>
);
LobbyHero.displayName = 'LobbyHero';
