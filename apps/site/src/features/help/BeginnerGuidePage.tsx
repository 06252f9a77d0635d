import { useTranslation } from 'react-i18next';
import { Box, Heading, Link, Stack, Text } from '@croupier/ui';
import { paths } from '@/config/paths';

// Each step's literal keys and the real page it leads to.
const steps = [
  {
    title: 'guide.register.title',
    text: 'guide.register.text',
    link: 'guide.register.link',
    href: paths.register.href(),
  },
  {
    title: 'guide.deposit.title',
    text: 'guide.deposit.text',
    link: 'guide.deposit.link',
    href: paths.member.href('depositv2'),
  },
  {
    title: 'guide.play.title',
    text: 'guide.play.text',
    link: 'guide.play.link',
    href: paths.category.href('RNG'),
  },
  {
    title: 'guide.rewards.title',
    text: 'guide.rewards.text',
    link: 'guide.rewards.link',
    href: paths.promotions.href(),
  },
  {
    title: 'guide.help.title',
    text: 'guide.help.text',
    link: 'guide.help.link',
    href: paths.help.href(),
  },
] as const;

/** The beginner guide (spec §2 other screens): from registering to the first game, each step a link. */
export function BeginnerGuidePage() {
  const { t } = useTranslation();
  return (
    <Stack space="large">
      <Stack space="xsmall">
        <Heading level="1">{t('guide.title')}</Heading>
        <Text tone="muted">{t('guide.lead')}</Text>
      </Stack>
      <Stack as="ol" space="medium">
        {steps.map((step) => (
          <Box
            key={step.title}
            as="li"
            background="surface"
            borderRadius="large"
            padding="large"
            boxShadow="small"
          >
            <Stack space="small">
              <Heading level="2">{t(step.title)}</Heading>
              <Text>{t(step.text)}</Text>
              <Link href={step.href}>{t(step.link)}</Link>
            </Stack>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
