import { useTranslation } from 'react-i18next';
import type { GameClassify } from '@croupier/sdk';
import { ChoiceButtons } from '@/shared/ChoiceButtons';

/** Spec §3 game classes of live tables; '' is every class. */
export const gameClasses = [
  'baccarat',
  'sicbo',
  'roulette',
  'dragon_tiger',
  'blackjack',
  'other',
] as const satisfies readonly GameClassify[];
const ALL_CLASSES = '' as const;
type ClassChoice = GameClassify | typeof ALL_CLASSES;

const labelKeys = {
  [ALL_CLASSES]: 'lobby.gameClass.all',
  baccarat: 'lobby.gameClass.baccarat',
  sicbo: 'lobby.gameClass.sicbo',
  roulette: 'lobby.gameClass.roulette',
  dragon_tiger: 'lobby.gameClass.dragon_tiger',
  blackjack: 'lobby.gameClass.blackjack',
  other: 'lobby.gameClass.other',
} as const satisfies Record<ClassChoice, string>;

export const isGameClass = (value: string | null): value is GameClassify =>
  gameClasses.includes(value as GameClassify);

/** The live casino's class filter (baccarat, sic bo, ...); `undefined` is every class. */
export function GameClassFilter({
  value,
  onChange,
}: {
  value: GameClassify | undefined;
  onChange: (value: GameClassify | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <ChoiceButtons
      label={t('lobby.gameClass.label')}
      choices={([ALL_CLASSES, ...gameClasses] as const).map((c: ClassChoice) => ({
        value: c,
        label: t(labelKeys[c]),
      }))}
      value={value ?? ALL_CLASSES}
      onChange={(next) => onChange(next || undefined)}
    />
  );
}
