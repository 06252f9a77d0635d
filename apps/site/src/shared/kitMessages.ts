import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  BadgeMessages,
  ChatRoomMessages,
  DataTableMessages,
  DateRangePickerMessages,
  ImageUploadMessages,
  MessageListMessages,
  PaginationMessages,
  QRCodeMessages,
  StatusPillMessages,
  TextAreaMessages,
  ToastMessages,
} from '@croupier/ui';

/** Translations of the kit components that take a `messages` prop; they live under `ui.*` like the provider's. */
export interface KitMessages {
  badge: BadgeMessages;
  chatRoom: ChatRoomMessages;
  dataTable: DataTableMessages;
  dateRangePicker: DateRangePickerMessages;
  imageUpload: ImageUploadMessages;
  messageList: MessageListMessages;
  pagination: PaginationMessages;
  qrCode: QRCodeMessages;
  statusPill: StatusPillMessages;
  textArea: TextAreaMessages;
  toast: ToastMessages;
}

export function useKitMessages(): KitMessages {
  const { t } = useTranslation();
  return useMemo(() => t('ui', { returnObjects: true }) as unknown as KitMessages, [t]);
}
