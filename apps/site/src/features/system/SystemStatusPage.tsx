import { useTranslation } from 'react-i18next';
import { Icon, Inline, Link, SystemPage } from '@croupier/ui';
import type { Resource } from '@croupier/sdk';
import { socialIcons } from '@/shared/socialIcons';
import type { SystemVerdict } from './verdict';

/** The maintenance page's social icons: the merchant's social resources (spec §3 Resource). */
function Social({ resources, label }: { resources: Resource[]; label: string }) {
  const social = resources.filter((r) => socialIcons[r.resourceType]);
  if (social.length === 0) return null;
  return (
    <nav aria-label={label}>
      <Inline space="small" align="center">
        {social.map((r) => (
          <Link
            key={`${r.resourceType}-${r.url}`}
            href={r.url}
            aria-label={r.labelNameEn}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Icon icon={socialIcons[r.resourceType]!} />
          </Link>
        ))}
      </Inline>
    </nav>
  );
}

/** Spec §2 other pages: maintenance, region-blocked (with the visitor's IP) and domain-check-failed. */
export function SystemStatusPage({ verdict }: { verdict: SystemVerdict }) {
  const { t } = useTranslation();
  const contact = verdict.customerService;
  return (
    <SystemPage
      variant={verdict.variant}
      ip={verdict.variant === 'regionBlocked' ? verdict.ip : undefined}
      onContactSupport={contact ? () => window.open(contact, '_blank', 'noopener') : undefined}
      social={
        verdict.variant === 'maintenance' ? (
          <Social resources={verdict.resources} label={t('system.social')} />
        ) : undefined
      }
      messages={{
        maintenanceTitle: t('system.maintenanceTitle'),
        maintenanceText: t('system.maintenanceText'),
        regionBlockedTitle: t('system.regionBlockedTitle'),
        regionBlockedText: t('system.regionBlockedText'),
        yourIp: t('system.yourIp'),
        domainCheckFailedTitle: t('system.domainCheckFailedTitle'),
        domainCheckFailedText: t('system.domainCheckFailedText'),
        contactSupport: t('system.contactSupport'),
      }}
    />
  );
}
