import { Button, Inline, VendorLogo } from '@croupier/ui';

/** A choice; with `logoUrl` the button shows that logo, whose text alternative is the label (a vendor's). */
export interface Choice<T extends string> {
  value: T;
  label: string;
  logoUrl?: string;
}

/** One button per choice, the chosen one pressed: a filter, not navigation. */
export function ChoiceButtons<T extends string>({
  label,
  choices,
  value,
  onChange,
}: {
  label: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    // one line that scrolls sideways on a phone: the page below never moves when the text changes width
    <Inline space="xsmall" wrap="scroll" role="group" aria-label={label}>
      {choices.map((choice) => (
        <Button
          key={choice.value}
          size="small"
          variant={choice.value === value ? 'primary' : 'secondary'}
          aria-pressed={choice.value === value}
          onClick={() => onChange(choice.value)}
        >
          {choice.logoUrl ? (
            <VendorLogo name={choice.label} src={choice.logoUrl} size="small" />
          ) : (
            choice.label
          )}
        </Button>
      ))}
    </Inline>
  );
}
