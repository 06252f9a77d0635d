import type { TFunction } from 'i18next';
import type { LotteryBetStatus } from '@croupier/sdk';

// The message keys of the server's codes, written out so every key is a literal the site is seen to use.
const TYPE_KEYS: Record<string, string> = {
  pick1: 'betting.types.pickOne',
  pick2: 'betting.types.pickTwo',
  pick3: 'betting.types.pickThree',
  sum: 'betting.types.sum',
  last1: 'betting.types.lastDigit',
  last2: 'betting.types.lastTwo',
  de2: 'betting.types.deTwo',
  de3: 'betting.types.deThree',
  lo2: 'betting.types.loTwo',
  d2: 'betting.types.dTwo',
  d3: 'betting.types.dThree',
  d4: 'betting.types.dFour',
};
const CHOICE_KEYS: Record<string, string> = {
  big: 'betting.choices.big',
  small: 'betting.choices.small',
  odd: 'betting.choices.odd',
  even: 'betting.choices.even',
};
const STATUS_KEYS: Record<LotteryBetStatus, string> = {
  open: 'betting.status_open',
  won: 'betting.status_won',
  lost: 'betting.status_lost',
};

/** A bet type's name (the code itself for one the site does not know yet). */
export const betTypeName = (t: TFunction, code: string) =>
  TYPE_KEYS[code] ? t(TYPE_KEYS[code]) : code;
/** A pick as shown: big/small/odd/even translated, numbers as they are. */
export const pickText = (t: TFunction, selection: string) =>
  CHOICE_KEYS[selection] ? t(CHOICE_KEYS[selection]) : selection;
export const statusText = (t: TFunction, status: LotteryBetStatus) => t(STATUS_KEYS[status]);
