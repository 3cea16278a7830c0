import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { PRODUCT_NAME } from '../config/constants';
import { adminModuleTitle, type AdminModule } from '../features/admin/modules';

/** What a route puts in `handle` to name its page. */
export interface RouteHandle {
  /** i18n key of the page name (`titles.*`). */
  titleKey?:
    | 'titles.home'
    | 'titles.upload'
    | 'titles.paste'
    | 'titles.file'
    | 'titles.mountExplorer'
    | 'titles.admin';
  /** Admin modules are titled with their Chinese name (spec §2). */
  adminModule?: AdminModule;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && ('titleKey' in value || 'adminModule' in value);
}

/** Sets document.title from the deepest matched route that names itself. */
export function useRouteTitle(): void {
  const { t } = useTranslation();
  const matches = useMatches();
  const handle = [...matches]
    .reverse()
    .map((match) => match.handle)
    .find(isRouteHandle);
  const title = handle?.adminModule
    ? adminModuleTitle(handle.adminModule)
    : handle?.titleKey
      ? `${t(handle.titleKey)} - ${PRODUCT_NAME}`
      : PRODUCT_NAME;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
