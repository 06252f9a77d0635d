import type { ReactNode } from 'react';
import { isValidElement, useId } from 'react';
import type { LucideIcon } from 'lucide-react';
import { useMessages } from '../../provider/context';
import type { UiMessages } from '../../provider/messages';
import { Icon } from '../Icon/Icon';
import { Link } from '../Link/Link';
import { VendorLogo } from '../VendorLogo/VendorLogo';
import * as styles from './Footer.css';

/** A footer entry: a link (`href`) or an action such as opening live chat (`onClick`). */
export type FooterLink = { id: string; label: string } & (
  { href: string; onClick?: undefined } | { onClick: () => void; href?: undefined }
);

export interface FooterSocialLink {
  id: string;
  /** Accessible name, e.g. "Telegram". */
  label: string;
  href: string;
  /** A lucide icon or your own brand icon element. */
  icon: LucideIcon | ReactNode;
}

/** A game provider with its logo; a link to its games when `href` is given. */
export interface FooterVendor {
  id: string;
  /** The logo's text alternative. */
  name: string;
  logoUrl: string;
  href?: string;
}

export interface FooterProps {
  logo?: ReactNode;
  /** Short line under the logo. */
  tagline?: ReactNode;
  products: FooterLink[];
  helpCentre: FooterLink[];
  contactUs: FooterLink[];
  social?: FooterSocialLink[];
  /** Game providers: logos (named by their alternative text), or text badges for plain codes (PG, EG2, ...). */
  vendors?: (string | FooterVendor)[];
  licenseText?: ReactNode;
  /** The 18+ responsible-gaming line, in the visitor's language. */
  legal: ReactNode;
  /** Text of the age badge. Default "18+". */
  ageBadge?: string;
  copyright?: ReactNode;
  messages?: Partial<UiMessages['footer']>;
}

const isOutside = (href: string) => /^https?:\/\//.test(href);

const FooterColumn = ({ title, links }: { title: string; links: FooterLink[] }) => {
  const titleId = useId();
  if (links.length === 0) return null;
  return (
    <nav aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.columnTitle}>
        {title}
      </h2>
      <ul className={styles.links}>
        {links.map((item) => (
          <li key={item.id}>
            {item.href !== undefined ? (
              <Link
                href={item.href}
                underline="hover"
                tone="muted"
                className={styles.link}
                // Another site's page (a help organisation) opens beside this one, so nothing here is lost.
                {...(isOutside(item.href) && { target: '_blank', rel: 'noreferrer' })}
              >
                {item.label}
              </Link>
            ) : (
              <button type="button" className={styles.link} onClick={item.onClick}>
                {item.label}
              </button>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
};

const isIconComponent = (icon: FooterSocialLink['icon']): icon is LucideIcon =>
  !isValidElement(icon) &&
  (typeof icon === 'function' || (typeof icon === 'object' && icon !== null && '$$typeof' in icon));

export const Footer = ({
  logo,
  tagline,
  products,
  helpCentre,
  contactUs,
  social = [],
  vendors = [],
  licenseText,
  legal,
  ageBadge = '18+',
  copyright,
  messages: messagesProp,
}: FooterProps) => {
  const messages = useMessages('footer', messagesProp);
  const vendorsId = useId();
  return (
    <footer className={styles.footer} aria-label={messages.label}>
      <div className={styles.top}>
        <div className={styles.brand}>
          {logo}
          {tagline ? <p className={styles.license}>{tagline}</p> : null}
          {social.length > 0 ? (
            <ul className={styles.social} aria-label={messages.social}>
              {social.map((item) => (
                <li key={item.id}>
                  {/* The brand's own pages elsewhere: a new tab, so the site stays open. */}
                  <Link
                    href={item.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={styles.socialLink}
                    aria-label={item.label}
                    underline="none"
                    tone="neutral"
                  >
                    {isIconComponent(item.icon) ? (
                      <Icon icon={item.icon} size="small" />
                    ) : (
                      item.icon
                    )}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <FooterColumn title={messages.products} links={products} />
        <FooterColumn title={messages.helpCentre} links={helpCentre} />
        <FooterColumn title={messages.contactUs} links={contactUs} />
      </div>
      {vendors.length > 0 ? (
        <div className={styles.section}>
          <h2 id={vendorsId} className={styles.columnTitle}>
            {messages.vendors}
          </h2>
          <ul className={styles.vendors} aria-labelledby={vendorsId}>
            {vendors.map((vendor) =>
              typeof vendor === 'string' ? (
                <li key={vendor} className={styles.vendor}>
                  {vendor}
                </li>
              ) : (
                <li key={vendor.id} className={styles.vendorLogo}>
                  {vendor.href ? (
                    <Link href={vendor.href} underline="none" className={styles.vendorLink}>
                      <VendorLogo name={vendor.name} src={vendor.logoUrl} />
                    </Link>
                  ) : (
                    <VendorLogo name={vendor.name} src={vendor.logoUrl} />
                  )}
                </li>
              ),
            )}
          </ul>
        </div>
      ) : null}
      <div className={styles.legal}>
        <span className={styles.ageBadge} aria-hidden="true">
          {ageBadge}
        </span>
        <div className={styles.legalText}>
          <p className={styles.license}>{legal}</p>
          {licenseText ? <p className={styles.license}>{licenseText}</p> : null}
          {copyright ? <p className={styles.license}>{copyright}</p> : null}
        </div>
      </div>
    </footer>
  );
};
Footer.displayName = 'Footer';
