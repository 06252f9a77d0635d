import { Spinner } from '../Spinner/Spinner';
import { formatMessage } from '../GameTile/formatMessage';
import type { GamePopupMessages } from './GamePopup.messages';
import { gamePopupMessages } from './GamePopup.messages';
import * as styles from './GamePopup.css';

export interface GameFrameProps {
  /** The game's name, for the frame's accessible name. */
  title: string;
  /** The launched game page; while absent (launch on its way) a spinner shows. */
  src?: string;
  /** What the sandbox may do; by default scripts, forms and same-origin storage, nothing more. */
  sandbox?: string;
  messages?: Partial<GamePopupMessages>;
}

/** A launched game in a 16:9 stage: the popup's body, and the whole of a game page (lottery, seamless). */
export const GameFrame = ({
  title,
  src,
  sandbox = 'allow-scripts allow-forms allow-same-origin',
  messages: messagesProp,
}: GameFrameProps) => {
  const messages = { ...gamePopupMessages, ...messagesProp };
  return (
    <div className={styles.stage}>
      {src ? (
        <iframe
          className={styles.frame}
          src={src}
          title={formatMessage(messages.frameTitle, { game: title })}
          sandbox={sandbox}
        />
      ) : (
        <div className={styles.loading}>
          <Spinner label={formatMessage(messages.loading, { game: title })} />
        </div>
      )}
    </div>
  );
};
GameFrame.displayName = 'GameFrame';
