import type { Permission } from '@satchel/shared';
import {
  Database,
  Files,
  FileText,
  HardDrive,
  KeyRound,
  LayoutDashboard,
  Settings,
  type LucideIcon,
} from 'lucide-react';
import { PRODUCT_NAME } from '../../config/constants';
import { i18n } from '../../lib/i18n';
import type { Principal } from '../auth/hooks/use-principal';

/** The admin panel modules of spec §2, in sidebar order. */
export const ADMIN_MODULES = [
  'dashboard',
  'text-management',
  'file-management',
  'storage-config',
  'mount-management',
  'key-management',
  'settings',
] as const;
export type AdminModule = (typeof ADMIN_MODULES)[number];

export const DEFAULT_ADMIN_MODULE = 'dashboard' satisfies AdminModule;

/**
 * Which key permission opens a module in the user panel. `null`: admin only. Key management,
 * storage config and settings are admin-only by spec §6; the dashboard's stats are admin-only
 * on the server (api.md §2.2), so it is too.
 */
export const MODULE_KEY_PERMISSION: Record<AdminModule, Permission | null> = {
  dashboard: null,
  'text-management': 'text',
  'file-management': 'file',
  'storage-config': null,
  'mount-management': 'mount',
  'key-management': null,
  settings: null,
};

export const MODULE_ICONS: Record<AdminModule, LucideIcon> = {
  dashboard: LayoutDashboard,
  'text-management': FileText,
  'file-management': Files,
  'storage-config': Database,
  'mount-management': HardDrive,
  'key-management': KeyRound,
  settings: Settings,
};

export function isAdminModule(value: unknown): value is AdminModule {
  return typeof value === 'string' && (ADMIN_MODULES as readonly string[]).includes(value);
}

export function canOpenModule(principal: Principal, module: AdminModule): boolean {
  if (principal.kind === 'admin') return true;
  if (principal.kind === 'none') return false;
  const permission = MODULE_KEY_PERMISSION[module];
  return permission !== null && principal.permissions[permission];
}

export function visibleModules(principal: Principal): AdminModule[] {
  return ADMIN_MODULES.filter((module) => canOpenModule(principal, module));
}

/**
 * The page title of a module: its Chinese name plus the product name, whatever the interface
 * language (spec §2). The Chinese names live once, in the zh-CN locale.
 */
export function adminModuleTitle(module: AdminModule): string {
  const zh = i18n.getFixedT('zh-CN');
  return `${zh(`admin.modules.${module}`)} - ${PRODUCT_NAME}`;
}
