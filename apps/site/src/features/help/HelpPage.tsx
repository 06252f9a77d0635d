import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, Dialog, Heading, Icon, Inline, Link, Stack, Text } from '@croupier/ui';
import {
  BookOpen,
  FileText,
  Megaphone,
  MessageCircle,
  MessageSquareWarning,
  ShieldCheck,
  Smartphone,
} from 'lucide-react';
import { paths } from '@/config/paths';
import { supportQueries } from '@/shared/api';
import { errorMessage } from '@/shared/errors';
import { FormMessage } from '@/shared/FormMessage';
import { StaffHtml } from '@/shared/StaffHtml';
import { ChatDialog } from './ChatDialog';
import { FeedbackForm } from './FeedbackForm';
import { TermsDialog } from './TermsDialog';

type Contact = 'feedback' | 'chat';

// The help centre's own pages (literal keys, so each text is findable in the code).
const pages = [
  { href: paths.announcements.href(), icon: Megaphone, label: 'announcements.title' },
  { href: paths.guide.href(), icon: BookOpen, label: 'guide.title' },
  { href: paths.appDownload.href(), icon: Smartphone, label: 'download.title' },
] as const;

/** Help centre (spec §2 /help, /helpmc): articles in the reader's language, the terms (#term), the privacy policy (#privacy), feedback and live chat. */
export function HelpPage() {
  const { t, i18n } = useTranslation();
  const { hash, pathname } = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const help = useQuery(supportQueries.helpCenter(i18n.language));
  const contact = params.get('contact') as Contact | null;

  const openContact = (next: Contact | null) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      if (next) copy.set('contact', next);
      else copy.delete('contact');
      return copy;
    });

  return (
    <Stack space="large">
      <Stack space="xsmall">
        <Heading level="1">{t('help.title')}</Heading>
        <Text tone="muted">{t('help.lead')}</Text>
      </Stack>
      <Inline space="small">
        <Button icon={MessageCircle} onClick={() => openContact('chat')}>
          {t('livechat.open')}
        </Button>
        <Button
          variant="secondary"
          icon={MessageSquareWarning}
          onClick={() => openContact('feedback')}
        >
          {t('feedback.title')}
        </Button>
        <Button
          variant="secondary"
          icon={FileText}
          onClick={() => void navigate({ pathname, hash: '#term' })}
        >
          {t('help.terms')}
        </Button>
        <Button
          variant="secondary"
          icon={ShieldCheck}
          onClick={() => void navigate({ pathname, hash: '#privacy' })}
        >
          {t('help.privacy')}
        </Button>
        {pages.map((page) => (
          <Button key={page.href} asChild variant="ghost">
            <Link href={page.href} underline="none">
              <Icon icon={page.icon} size="small" />
              {t(page.label)}
            </Link>
          </Button>
        ))}
      </Inline>
      {help.error ? <FormMessage tone="critical">{errorMessage(t, help.error)}</FormMessage> : null}
      {help.isPending ? <Text tone="muted">{t('common.loading')}</Text> : null}
      {help.data?.categories.map((category) => (
        <Box
          key={category.id}
          as="section"
          background="surface"
          borderRadius="large"
          padding="large"
          boxShadow="small"
        >
          <Stack space="small">
            <Heading level="2">{category.title}</Heading>
            {category.articles.map((article) => (
              <Box
                as="details"
                key={article.id}
                border="standard"
                borderRadius="medium"
                padding="small"
              >
                <Box as="summary">
                  <Text weight="medium">{article.title}</Text>
                </Box>
                <StaffHtml paddingTop="small" html={article.content} />
              </Box>
            ))}
          </Stack>
        </Box>
      ))}
      <TermsDialog
        terms={hash === '#privacy' ? help.data?.privacy : help.data?.terms}
        fallbackTitle={t(hash === '#privacy' ? 'help.privacy' : 'help.terms')}
        open={hash === '#term' || hash === '#privacy'}
        onOpenChange={(open) => {
          if (!open) void navigate({ pathname, search: params.toString() }, { replace: true });
        }}
      />
      <Dialog.Root
        open={contact === 'feedback'}
        onOpenChange={(open) => !open && openContact(null)}
      >
        <Dialog.Content size="medium">
          <Dialog.Title>{t('feedback.title')}</Dialog.Title>
          <Dialog.Description>{t('feedback.lead')}</Dialog.Description>
          <FeedbackForm onDone={() => openContact(null)} />
        </Dialog.Content>
      </Dialog.Root>
      <ChatDialog open={contact === 'chat'} onOpenChange={(open) => !open && openContact(null)} />
    </Stack>
  );
}
