/** The three flags an API key can carry (spec §6). */
export const PERMISSIONS = ['text', 'file', 'mount'] as const;
/** One API-key flag. */
export type Permission = (typeof PERMISSIONS)[number];

/** The flags of one API key, as `/test/api-key` reports them. */
export interface PermissionSet {
  text: boolean;
  file: boolean;
  mount: boolean;
}

/** Who made a request, resolved once per request (design.md §4.5). */
export type PrincipalKind = 'admin' | 'api-key' | 'public';
