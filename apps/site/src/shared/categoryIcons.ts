import { Award, Bird, Cherry, Dices, Fish, Gamepad2, Gem, Gift, Heart, History, Rocket, Spade, Ticket, TicketCheck, Trophy, type LucideIcon } from 'lucide-react';
import type { GameRouteType } from '@/config/paths';

/** The side menu's game centre icons: loaded with the vendor list, so the first script stays small. */
export const categoryIcons: Record<GameRouteType, LucideIcon> = {
  LIVE: Dices,
  RNG: Cherry,
  FISH: Fish,
  PVP: Spade,
  CRASH: Rocket,
  SPORTS: Trophy,
  ESPORTS: Gamepad2,
  LOTT: Ticket,
  ELOTT: TicketCheck,
  COCKFIGHT: Bird,
};

export const accountIcons = { favorite: Heart, recent: History, winners: Award, pointMall: Gem, promotions: Gift };
