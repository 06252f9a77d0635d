import type { ReactNode } from 'react';
import { Box, Grid, Text } from '@croupier/ui';

/** A row of labelled figures (totals, funds) above a table or form. */
export function StatList({ items }: { items: { id: string; label: string; value: ReactNode }[] }) {
  return (
    <Grid as="ul" columns={[2, 4]} gap="medium">
      {items.map((item) => (
        <Box key={item.id} as="li" display="flex" flexDirection="column" gap="xxsmall">
          <Text tone="muted" size="small">
            {item.label}
          </Text>
          <Text weight="strong" size="large">
            {item.value}
          </Text>
        </Box>
      ))}
    </Grid>
  );
}
