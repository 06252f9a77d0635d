import type { ReactNode } from 'react';
import { Dialog } from '../Dialog/Dialog';
import { GameFrame } from './GameFrame';
import type { GamePopupMessages } from './GamePopup.messages';
import * as styles from './GamePopup.css';

export interface GamePopupProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The game's name: the dialog's title and the frame's accessible name. */
  title: string;
  /** The launched game page; while absent (launch on its way) a spinner shows. */
  src?: string;
  /** Under the title, e.g. the vendor. */
  description?: ReactNode;
  /** What the sandbox may do; by default scripts, forms and same-origin storage, nothing more. */
  sandbox?: string;
  messages?: Partial<GamePopupMessages>;
}

/**
 * The game popup (spec §2 modals): the launched game in an iframe, titled, in a wide dialog. Closing it
 * is the site's cue to refresh the balance.
 */
export const GamePopup = ({
  open,
  onOpenChange,
  title,
  src,
  description,
  sandbox,
  messages,
}: GamePopupProps) => (
  <Dialog.Root open={open} onOpenChange={onOpenChange}>
    <Dialog.Content size="large" className={styles.content}>
      <Dialog.Title>{title}</Dialog.Title>
      {description ? <Dialog.Description>{description}</Dialog.Description> : null}
      <GameFrame title={title} src={src} sandbox={sandbox} messages={messages} />
    </Dialog.Content>
  </Dialog.Root>
);
GamePopup.displayName = 'GamePopup';
