import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { AnnouncementPopup } from '@croupier/ui';
import { lobby } from '@/shared/api';
import { formatDate, prepareFormatDate } from '@/shared/format';
import { localeOf } from '@/shared/language';
import { useHasStoredMerchant } from '@/shared/merchant';
import { useLoginFlags } from '@/shared/member';
import { StaffHtml } from '@/shared/StaffHtml';
import { useLobbyMessages } from '../kitMessages';
import { closePopups, popupsClosed, popupsFor } from '../popups';

// A page's first date format starts ICU and loads the locale's calendar data, for en-BR four locales' (one task
// of 230-270 ms at 4x CPU). Made ahead in steps (i18n's prepareDateFormat), right after this module loads, not in
// the render that opens the popup. Not when idle: while home starts up the browser is never idle, and the popup's
// data came first, so the format landed in the popup's render (one long task).
if (typeof window !== 'undefined') void prepareFormatDate(localeOf());

/**
 * Spec §2: after the announcements load, the popups for this audience, until closed for the session. A first
 * visitor whose region is still unknown answers the region dialog first: its choice reloads the site, and the
 * popups wait for that page rather than open behind the dialog (issue 19).
 */
export function HomePopups() {
  const { i18n } = useTranslation();
  const messages = useLobbyMessages();
  const { isLogin, member } = useLoginFlags();
  const announcements = useQuery(lobby.announcements({ language: i18n.language }));
  // Read on every render: a visitor who closed theirs and then logs in still gets the members' popups.
  const [, setClosedCount] = useState(0);
  const regionChosen = useHasStoredMerchant();
  if (!regionChosen) return null;
  // A member's audience (A, or F on a first login) is known once their info is in.
  if (popupsClosed(isLogin) || !announcements.data || (isLogin && !member)) return null;
  const popups = popupsFor(announcements.data.content, {
    isLogin,
    firstTimeLogin: Boolean(member?.firstTimeLogin),
  });
  if (popups.length === 0) return null;
  const locale = localeOf(member);
  return (
    <AnnouncementPopup
      announcements={popups}
      formatTime={(time) => formatDate(time, locale)}
      // Staff HTML: sanitised by the server when written, and again here.
      renderContent={(content) => <StaffHtml html={content} />}
      onClose={() => {
        closePopups(isLogin);
        setClosedCount((n) => n + 1);
      }}
      messages={messages.announcement}
    />
  );
}
