import type { ReactNode } from 'react';
import { isValidElement } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Icon } from '../Icon/Icon';

/** What a menu item takes as its icon: a lucide icon component, or any element. */
export type MenuIcon = LucideIcon | ReactNode;

const isIconComponent = (icon: MenuIcon): icon is LucideIcon =>
  typeof icon === 'function' || (typeof icon === 'object' && icon !== null && !isValidElement(icon) && 'render' in icon);

/** A lucide icon at the menu's size (decorative: the item's label names it), or the element as given. */
export const renderMenuIcon = (icon: MenuIcon): ReactNode =>
  isIconComponent(icon) ? <Icon icon={icon} size="small" /> : icon;
