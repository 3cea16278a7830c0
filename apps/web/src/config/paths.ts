/** Route paths of spec §2, named once. */
export const paths = {
  home: '/',
  upload: '/upload',
  admin: '/admin',
  adminModule: (module: string) => `/admin/${module}`,
  paste: (slug: string) => `/paste/${encodeURIComponent(slug)}`,
  file: (slug: string) => `/file/${encodeURIComponent(slug)}`,
  mountExplorer: '/mount-explorer',
} as const;
