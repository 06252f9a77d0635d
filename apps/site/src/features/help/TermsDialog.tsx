import { useTranslation } from 'react-i18next';
import { Dialog, Text } from '@croupier/ui';
import type { HelpArticle } from '@croupier/sdk';
import { StaffHtml } from '@/shared/StaffHtml';

/** The terms (spec §2 /help#term) or the privacy policy (/help#privacy): the help modal showing that article. */
export function TermsDialog({
  terms,
  fallbackTitle,
  open,
  onOpenChange,
}: {
  terms: HelpArticle | undefined;
  /** The title while the article loads. */
  fallbackTitle: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content size="large" aria-describedby={undefined}>
        <Dialog.Title>{terms?.title ?? fallbackTitle}</Dialog.Title>
        {terms ? (
          <StaffHtml html={terms.content} />
        ) : (
          <Text tone="muted">{t('common.loading')}</Text>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
