import { Award, Bird, Cherry, Dices, Fish, Gamepad2, Gem, Gift, Heart, History, LifeBuoy, LogIn, Rocket, Smartphone, Spade, Ticket, TicketCheck, Trophy, UserPlus, Wallet, type LucideIcon } from 'lucide-react';
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

export const accountIcons = { favorite: Heart, recent: History, winners: Award, pointMall: Gem, promotions: Gift, help: LifeBuoy, download: Smartphone };

/** A phone's tab bar icons beyond home and account (issue 19): the first script has no room for them. */
export const tabIcons = { games: Gamepad2, promotions: Gift, deposit: Wallet, register: UserPlus, login: LogIn };
