import type { Resource } from '@croupier/sdk';
import { Camera, MessageCircle, Send, ThumbsUp, type LucideIcon } from 'lucide-react';

/** The merchant's social resources (spec §3 Resource) and the icon each shows with. */
export const socialIcons: Partial<Record<Resource['resourceType'], LucideIcon>> = {
  FACEBOOK: ThumbsUp,
  INSTAGRAM: Camera,
  WHATSAPP: MessageCircle,
  TELEGRAM: Send,
  TELEGRAM_1: Send,
};
