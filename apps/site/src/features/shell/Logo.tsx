import { Inline, Text } from '@croupier/ui';

/** The wordmark: the brand's name beside a chip mark that takes the brand's accent colour. */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <Inline space="xsmall" alignY="center">
      <svg width="28" height="28" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <circle cx="32" cy="32" r="26" fill="none" stroke="currentColor" strokeWidth="8" strokeDasharray="13 7.4" />
        <circle cx="32" cy="32" r="9" fill="currentColor" />
      </svg>
      {compact ? null : (
        <Text weight="strong" size="large">
          Croupier
        </Text>
      )}
    </Inline>
  );
}
