import { useEffect, useRef } from 'react';
import clsx from 'clsx';
import { vars } from '../../themes/vars.css';
import * as styles from './CrashCurve.css';

export type CrashCurvePhase = 'waiting' | 'betting' | 'running' | 'crashed';

export interface CrashCurveMessages {
  /** Shown under the multiplier while bets are open; {{seconds}} is replaced. */
  startsIn: string;
  crashed: string;
  waiting: string;
}

const defaultMessages: CrashCurveMessages = {
  startsIn: 'Next round in {{seconds}} s',
  crashed: 'Crashed',
  waiting: 'Waiting for the next round',
};

export interface CrashCurveProps {
  phase: CrashCurvePhase;
  /** The curve: multiplier = e^(growthPerMs x ms since startedAt). */
  growthPerMs: number;
  /** When the round started, in this page's clock (ms since the epoch). */
  startedAt?: number;
  /** When betting closes, in this page's clock. */
  bettingEndsAt?: number;
  /** The crash point in hundredths, once crashed. */
  crashPoint?: number;
  /** What the figure shows, for assistive technology (the live numbers are not announced every frame). */
  label: string;
  messages?: Partial<CrashCurveMessages>;
  className?: string;
}

const WIDTH = 600;
const HEIGHT = 300;
const SAMPLES = 48;
const multiplierAt = (ms: number, growth: number) => Math.max(1, Math.exp(growth * Math.max(0, ms)));
const show = (multiplier: number) => `${(Math.floor(multiplier * 100 + 1e-9) / 100).toFixed(2)}x`;

/** The line from the start to `elapsed` ms, scaled so the curve always fills the view. */
function curvePath(elapsed: number, growth: number): string {
  const spanMs = Math.max(elapsed, 8_000);
  const top = Math.max(multiplierAt(elapsed, growth), 2);
  const points: string[] = [];
  for (let i = 0; i <= SAMPLES; i++) {
    const t = (elapsed * i) / SAMPLES;
    const x = (t / spanMs) * WIDTH;
    const y = HEIGHT - ((multiplierAt(t, growth) - 1) / (top - 1)) * (HEIGHT - 20);
    points.push(`${x.toFixed(1)},${y.toFixed(1)}`);
  }
  return `M${points.join(' L')}`;
}

/**
 * A crash round's multiplier curve. It draws itself from the round's start time at the display's frame rate
 * (requestAnimationFrame writes the path and the number straight to the DOM: no render per frame), so every
 * viewer of a round sees the same multiplier at the same moment.
 */
export function CrashCurve({
  phase,
  growthPerMs,
  startedAt,
  bettingEndsAt,
  crashPoint,
  label,
  messages,
  className,
}: CrashCurveProps) {
  const text = { ...defaultMessages, ...messages };
  const pathRef = useRef<SVGPathElement>(null);
  const numberRef = useRef<HTMLSpanElement>(null);
  const captionRef = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    let frame = 0;
    const draw = () => {
      const now = Date.now();
      const path = pathRef.current;
      const number = numberRef.current;
      const caption = captionRef.current;
      if (!path || !number || !caption) return;
      if (phase === 'running' && startedAt !== undefined) {
        const elapsed = now - startedAt;
        path.setAttribute('d', curvePath(elapsed, growthPerMs));
        number.textContent = show(multiplierAt(elapsed, growthPerMs));
        caption.textContent = '';
        frame = requestAnimationFrame(draw);
      } else if (phase === 'crashed' && crashPoint !== undefined) {
        const elapsed = startedAt === undefined ? 0 : Math.log(crashPoint / 100) / growthPerMs;
        path.setAttribute('d', curvePath(elapsed, growthPerMs));
        number.textContent = show(crashPoint / 100);
        caption.textContent = text.crashed;
      } else if (phase === 'betting' && bettingEndsAt !== undefined) {
        path.setAttribute('d', '');
        number.textContent = show(1);
        const seconds = Math.max(0, Math.ceil((bettingEndsAt - now) / 1000));
        caption.textContent = text.startsIn.replace('{{seconds}}', String(seconds));
        frame = requestAnimationFrame(draw);
      } else {
        path.setAttribute('d', '');
        number.textContent = show(1);
        caption.textContent = text.waiting;
      }
    };
    draw();
    return () => cancelAnimationFrame(frame);
  }, [phase, startedAt, bettingEndsAt, crashPoint, growthPerMs, text.crashed, text.startsIn, text.waiting]);

  return (
    <figure className={clsx(styles.root, className)} role="img" aria-label={label}>
      <svg className={styles.svg} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" aria-hidden="true">
        <path
          ref={pathRef}
          fill="none"
          stroke={phase === 'crashed' ? vars.color.criticalText : vars.color.accentText}
          strokeWidth={4}
          strokeLinecap="round"
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      <div className={styles.reading} aria-hidden="true">
        <span ref={numberRef} className={clsx(styles.multiplier, phase === 'crashed' && styles.crashed)} />
        <span ref={captionRef} className={styles.caption} />
      </div>
    </figure>
  );
}
