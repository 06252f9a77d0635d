import { useTranslation } from 'react-i18next';
import { Box, Dialog, Text } from '@croupier/ui';
import type { HelpArticle } from '@croupier/sdk';

/** The terms (spec §2 /help#term): the help modal showing the terms article. */
export function TermsDialog({ terms, open, onOpenChange }: { terms: HelpArticle | undefined; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content size="large" aria-describedby={undefined}>
        <Dialog.Title>{terms?.title ?? t('help.terms')}</Dialog.Title>
        {terms ? (
          // the server sanitises help HTML (openapi HelpArticle.content)
          <Box dangerouslySetInnerHTML={{ __html: terms.content }} />
        ) : (
          <Text tone="muted">{t('common.loading')}</Text>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
