import type { ReactNode } from 'react';
import { Box, Text } from '@croupier/ui';

/** A form's outcome: a failure announced at once (alert), or a success read politely (status). */
export function FormMessage({ tone, children }: { tone: 'critical' | 'positive'; children: ReactNode }) {
  return (
    <Box
      role={tone === 'critical' ? 'alert' : 'status'}
      background={tone === 'critical' ? 'criticalSoft' : 'accentSoft'}
      borderRadius="medium"
      paddingX="medium"
      paddingY="small"
    >
      <Text tone={tone === 'critical' ? 'critical' : 'text'} size="small" weight="medium">
        {children}
      </Text>
    </Box>
  );
}
