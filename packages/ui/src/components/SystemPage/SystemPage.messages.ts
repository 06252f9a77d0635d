/** Texts the SystemPage writes itself, English by default; pass translations through its `messages` prop. */
export interface SystemPageMessages {
  maintenanceTitle: string;
  maintenanceText: string;
  regionBlockedTitle: string;
  regionBlockedText: string;
  /** Label before the visitor's IP. */
  yourIp: string;
  domainCheckFailedTitle: string;
  /** The §8 text for a failed domain check. */
  domainCheckFailedText: string;
  contactSupport: string;
}

export const systemPageMessages: SystemPageMessages = {
  maintenanceTitle: 'Under maintenance',
  maintenanceText:
    'We are upgrading the platform to serve you better. Please come back soon, or contact customer service.',
  regionBlockedTitle: 'Access restricted',
  regionBlockedText:
    'Our service is not available in your region. If you think this is a mistake, please contact customer service.',
  yourIp: 'Your IP',
  domainCheckFailedTitle: 'Invalid URL',
  domainCheckFailedText: 'Invalid URL, please contact customer service',
  contactSupport: 'Customer service',
};
