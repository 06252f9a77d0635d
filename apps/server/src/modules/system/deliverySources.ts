// The outside origins the site's pages may load because a merchant's permission payload names them (spec §3
// analytics.gtagId, imageCDNs, launchGameCDNs): added to the site's Content-Security-Policy.
import type { Db } from '../../db/types';
import { NO_DELIVERY_SOURCES, type DeliverySources } from '../../http/securityHeaders';
import { merchantSettings } from './tables';

// The Google tag's origins, as Google's CSP guide for the tag lists them.
const GTAG: Omit<DeliverySources, 'frame'> = {
  script: ['https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
};

/** The origin of a CDN entry, or nothing for an entry that is not an http(s) URL. */
function originOf(entry: string): string[] {
  try {
    const url = new URL(entry);
    return url.protocol === 'https:' || url.protocol === 'http:' ? [url.origin] : [];
  } catch {
    return [];
  }
}

const unique = (list: string[]) => [...new Set(list)];

/** Read from the table at each page load: three rows, and an operator's change shows on the next load. */
export async function deliverySourcesOf(db: Db): Promise<DeliverySources> {
  const rows = await db
    .select({
      gtagId: merchantSettings.gtagId,
      imageCdns: merchantSettings.imageCdns,
      launchGameCdns: merchantSettings.launchGameCdns,
    })
    .from(merchantSettings);
  const gtag = rows.some((r) => r.gtagId) ? GTAG : NO_DELIVERY_SOURCES;
  return {
    script: gtag.script,
    img: unique([...gtag.img, ...rows.flatMap((r) => r.imageCdns.flatMap(originOf))]),
    connect: gtag.connect,
    frame: unique(rows.flatMap((r) => r.launchGameCdns.flatMap(originOf))),
  };
}
