// The pages group: the agent back-office layout, the region modal, the announcement popup and the
// full-page system states (spec §1, §2, §4, §8).
export { AgentShell } from './components/AgentShell/AgentShell';
export type {
  AgentShellProps,
  AgentMenuItem,
  AgentMenuSection,
} from './components/AgentShell/AgentShell';
export type { AgentShellMessages } from './components/AgentShell/AgentShell.messages';
export type { ClockTimer } from './components/AgentShell/useClock';
export {
  AGENT_CLOCK_INTERVAL_MS,
  formatGmtOffset,
  gmtOffsetMinutes,
  readClock,
} from './components/AgentShell/agentClock';
export type { ClockReading } from './components/AgentShell/agentClock';

export { RegionModal } from './components/RegionModal/RegionModal';
export type {
  RegionModalProps,
  RegionCountry,
  RegionLanguage,
  RegionChoice,
} from './components/RegionModal/RegionModal';
export type { RegionModalMessages } from './components/RegionModal/RegionModal.messages';

export { AnnouncementPopup } from './components/AnnouncementPopup/AnnouncementPopup';
export type {
  AnnouncementPopupProps,
  Announcement,
} from './components/AnnouncementPopup/AnnouncementPopup';
export type { AnnouncementPopupMessages } from './components/AnnouncementPopup/AnnouncementPopup.messages';

export { SystemPage } from './components/SystemPage/SystemPage';
export type { SystemPageProps, SystemPageVariant } from './components/SystemPage/SystemPage';
export type { SystemPageMessages } from './components/SystemPage/SystemPage.messages';
