import type { ReactNode } from 'react';
import { Box, Text } from '@croupier/ui';

/** A form-level error announced to screen readers as soon as it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <Box role="alert" background="criticalSoft" borderRadius="medium" paddingX="medium" paddingY="small">
      <Text tone="critical" size="small" weight="medium">
        {children}
      </Text>
    </Box>
  );
}
