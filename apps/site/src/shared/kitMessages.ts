import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { messageTree } from '@croupier/i18n';
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

/** The kit's texts (`ui.*`) in the current language, read again when a language is chosen or a message set loads. */
export function useUiMessages<T extends object>(): T {
  const { t, i18n } = useTranslation();
  // `t` is new after each of those changes: it is what tells this memo to read the resources again
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => messageTree<T>(i18n, 'ui'), [t, i18n]);
}

export function useKitMessages(): KitMessages {
  return useUiMessages<KitMessages>();
}
