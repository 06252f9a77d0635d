import { useMemo } from 'react';
import { paths } from '@/config/paths';
import { usePermission } from './system';

type App = 'android' | 'ios' | 'lite';

/** Where each app comes from: `href` for a link on this site, `code` (absolute) for a QR code a phone scans. */
export interface AppDownloads {
  /** Android: the merchant's Android resource (an APK the server serves), else its install guide. iOS has no
   * package here: its install guide (add to home screen). The lite app is the site itself. */
  href: Record<App, string>;
  code: Record<App, string>;
  /** The APK's file name, for the link's `download` attribute; undefined without an Android resource. */
  androidFile: string | undefined;
}

/** The app downloads of the permission payload's resources (spec §3 Resource type Android). */
export function useAppDownloads(): AppDownloads {
  const { data: permission } = usePermission();
  const apk = permission?.info.resources.find((r) => r.resourceType === 'Android')?.url;
  return useMemo(() => {
    const href: Record<App, string> = {
      android: apk ?? `${paths.appDownload.href()}#android`,
      ios: `${paths.appDownload.href()}#ios`,
      lite: paths.home.href(),
    };
    const origin = window.location.origin;
    const absolute = (url: string) => new URL(url, origin).href;
    return {
      href,
      code: { android: absolute(href.android), ios: absolute(href.ios), lite: absolute(href.lite) },
      androidFile: apk ? new URL(apk, origin).pathname.split('/').pop() || undefined : undefined,
    };
  }, [apk]);
}
