import { FolderTree, House, ShieldCheck, Upload, type LucideIcon } from 'lucide-react';
import { paths } from '../../config/paths';

export interface NavItem {
  to: string;
  labelKey: 'nav.home' | 'nav.upload' | 'nav.mountExplorer' | 'nav.admin';
  icon: LucideIcon;
  /** Match only the exact path (the home link). */
  end?: boolean;
}

/** Top navigation of spec §2. */
export const NAV_ITEMS: NavItem[] = [
  { to: paths.home, labelKey: 'nav.home', icon: House, end: true },
  { to: paths.upload, labelKey: 'nav.upload', icon: Upload },
  { to: paths.mountExplorer, labelKey: 'nav.mountExplorer', icon: FolderTree },
  { to: paths.admin, labelKey: 'nav.admin', icon: ShieldCheck },
];
