import { useId, useState } from 'react';
import { Gamepad2, Trophy } from 'lucide-react';
import { Amount } from '../Amount/Amount';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { formatMessage } from '../GameTile/formatMessage';
import type { WinnerEntry } from './winners';
import { WINNERS_SHOWN, maskName, topWinners } from './winners';
import type { WinnersBoardMessages } from './WinnersBoard.messages';
import { winnersBoardMessages } from './WinnersBoard.messages';
import * as styles from './WinnersBoard.css';

export interface WinnersBoardProps {
  /** What the server sent (it requests 20); the board shows the biggest. */
  entries: WinnerEntry[];
  /** ISO 4217 code for the amounts. */
  currency: string;
  locale?: string;
  /** Show "lu***e" instead of the full name. */
  maskNames?: boolean;
  /** How many to show. Default 9 (spec §9). */
  limit?: number;
  loading?: boolean;
  /** Heading level of the title, to fit the page outline. Default h2. */
  headingLevel?: 'h2' | 'h3' | 'h4';
  messages?: Partial<WinnersBoardMessages>;
  className?: string;
}

const GameIcon = ({ src }: { src?: string }) => {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <span className={styles.iconFallback} aria-hidden="true">
        <Gamepad2 size={18} />
      </span>
    );
  }
  return (
    <img className={styles.icon} src={src} alt="" width={40} height={40} loading="lazy" decoding="async" onError={() => setFailed(true)} />
  );
};

/** The biggest wins (spec §2, §3): the top 9 by amount, names masked if asked, amounts in gold. */
export const WinnersBoard = ({
  entries,
  currency,
  locale,
  maskNames = false,
  limit = WINNERS_SHOWN,
  loading = false,
  headingLevel: Heading = 'h2',
  messages: messagesProp,
  className,
}: WinnersBoardProps) => {
  const messages = { ...winnersBoardMessages, ...messagesProp };
  const titleId = useId();
  const winners = topWinners(entries, limit);

  let body;
  if (loading) {
    body = (
      <div aria-busy="true">
        <VisuallyHidden role="status">{messages.loading}</VisuallyHidden>
        <div className={styles.list} aria-hidden="true">
          {Array.from({ length: 5 }, (_, index) => (
            <div key={index} className={styles.skeletonRow} />
          ))}
        </div>
      </div>
    );
  } else if (winners.length === 0) {
    body = <p className={styles.empty}>{messages.empty}</p>;
  } else {
    body = (
      <ol className={styles.list} aria-labelledby={titleId}>
        {winners.map((winner, index) => (
          <li key={`${index}-${winner.customerName}-${winner.winAmount}`} className={styles.row}>
            <span className={styles.rank({ podium: index < 3 })}>
              <span aria-hidden="true">{index + 1}</span>
              <VisuallyHidden>{formatMessage(messages.rank, { rank: index + 1 })}</VisuallyHidden>
            </span>
            <GameIcon src={winner.iconUrl} />
            <span className={styles.who}>
              <span className={styles.name}>{maskNames ? maskName(winner.customerName) : winner.customerName}</span>
              <span className={styles.game}>{winner.gameName}</span>
            </span>
            <Amount className={styles.amount} value={winner.winAmount} currency={currency} locale={locale} tone="gold" weight="strong" />
          </li>
        ))}
      </ol>
    );
  }

  return (
    <section className={[styles.root, className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <div className={styles.header}>
        <span className={styles.titleIcon} aria-hidden="true">
          <Trophy size={16} />
        </span>
        <Heading id={titleId} className={styles.title}>
          {messages.title}
        </Heading>
      </div>
      {body}
    </section>
  );
};
WinnersBoard.displayName = 'WinnersBoard';
