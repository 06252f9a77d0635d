import { useTranslation } from 'react-i18next';
import { ChoiceButtons } from '@/shared/ChoiceButtons';

/** Spec §3 game selection types. */
export const selections = ['ALL', 'NEW', 'HOT', 'FAV', 'RECENT'] as const;
export type Selection = (typeof selections)[number];

const labelKeys = {
  ALL: 'lobby.selection.ALL',
  NEW: 'lobby.selection.NEW',
  HOT: 'lobby.selection.HOT',
  FAV: 'lobby.selection.FAV',
  RECENT: 'lobby.selection.RECENT',
} as const satisfies Record<Selection, string>;

export const isSelection = (value: string | null): value is Selection =>
  selections.includes(value as Selection);

export function SelectionFilter({
  value,
  onChange,
}: {
  value: Selection;
  onChange: (value: Selection) => void;
}) {
  const { t } = useTranslation();
  return (
    <ChoiceButtons
      label={t('lobby.selection.label')}
      choices={selections.map((s) => ({ value: s, label: t(labelKeys[s]) }))}
      value={value}
      onChange={onChange}
    />
  );
}
