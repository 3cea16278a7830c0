import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { adminGuardLoader } from '../features/auth/admin-guard';
import type { AdminModule } from '../features/admin/modules';
import { RootLayout } from './layouts/root-layout';
import { PageErrorBoundary, RouteErrorBoundary, RouteFallback } from './route-fallbacks';
import type { RouteHandle } from './route-title';

type PlaceholderModule = Exclude<AdminModule, 'key-management' | 'settings'>;

function placeholderModuleRoute(module: PlaceholderModule): RouteObject {
  return {
    path: module,
    handle: { adminModule: module } satisfies RouteHandle,
    lazy: async () => {
      const { ModulePlaceholder } = await import('../features/admin/components/module-placeholder');
      return { Component: () => <ModulePlaceholder module={module} /> };
    },
  };
}

/** Every route of spec §2. Each page is a lazy chunk, so the first load carries only the frame. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: RouteFallback,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      {
        // Pathless: a page that fails renders its error inside the frame.
        ErrorBoundary: PageErrorBoundary,
        children: [
          {
            index: true,
            handle: { titleKey: 'titles.home' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/home-route')).HomeRoute }),
          },
          {
            path: 'upload',
            handle: { titleKey: 'titles.upload' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/upload-route')).UploadRoute }),
          },
          {
            path: 'paste/:slug',
            handle: { titleKey: 'titles.paste' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/paste-route')).PasteRoute }),
          },
          {
            path: 'file/:slug',
            handle: { titleKey: 'titles.file' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/file-route')).FileRoute }),
          },
          {
            // Matches /mount-explorer itself and any path below it.
            path: 'mount-explorer/*',
            handle: { titleKey: 'titles.mountExplorer' } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import('./routes/mount-explorer-route')).MountExplorerRoute,
            }),
          },
          {
            path: 'admin',
            handle: { titleKey: 'titles.admin' } satisfies RouteHandle,
            // Spec §2: check a stored admin token before every admin route; never blocks.
            loader: adminGuardLoader,
            shouldRevalidate: () => true,
            lazy: async () => ({
              Component: (await import('../features/admin/components/admin-layout')).AdminLayout,
            }),
            children: [
              {
                index: true,
                handle: { adminModule: 'dashboard' } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await import('../features/admin/components/admin-index')).AdminIndex,
                }),
              },
              placeholderModuleRoute('dashboard'),
              {
                path: 'text-management',
                handle: { adminModule: 'text-management' } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await import('../features/pastes/components/text-management-page'))
                    .TextManagementRoute,
                }),
              },
              {
                path: 'file-management',
                handle: { adminModule: 'file-management' } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await import('../features/files/components/file-management-page'))
                    .FileManagementRoute,
                }),
              },
              {
                path: 'storage-config',
                handle: { adminModule: 'storage-config' } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await import('../features/storage-configs/components/storage-config-page'))
                    .StorageConfigRoute,
                }),
              },
              placeholderModuleRoute('mount-management'),
              {
                path: 'key-management',
                handle: { adminModule: 'key-management' } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await import('../features/api-keys/components/key-management-page'))
                    .KeyManagementRoute,
                }),
              },
              {
                path: 'settings',
                handle: { adminModule: 'settings' } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await import('../features/settings/components/settings-page')).SettingsRoute,
                }),
              },
            ],
          },
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
