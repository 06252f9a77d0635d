import { Button, Inline } from '@croupier/ui';

/** One button per choice, the chosen one pressed: a filter, not navigation. */
export function ChoiceButtons<T extends string>({
  label,
  choices,
  value,
  onChange,
}: {
  label: string;
  choices: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <Inline space="xsmall" role="group" aria-label={label}>
      {choices.map((choice) => (
        <Button
          key={choice.value}
          size="small"
          variant={choice.value === value ? 'primary' : 'secondary'}
          aria-pressed={choice.value === value}
          onClick={() => onChange(choice.value)}
        >
          {choice.label}
        </Button>
      ))}
    </Inline>
  );
}
