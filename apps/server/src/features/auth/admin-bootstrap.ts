import { GENERATED_ADMIN_PASSWORD_LENGTH } from '@satchel/shared';
import { toIsoTimestamp } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { generateId } from '../../lib/ids.js';
import { hashPassword } from '../../lib/passwords.js';
import { generateRandomString } from '../../lib/random.js';
import type { AuthRepository } from './auth.repository.js';

/** Result of the first-start check; `generatedPassword` is set only when this call printed one. */
export interface AdminBootstrapResult {
  created: boolean;
  username: string | null;
  generatedPassword: string | null;
}

/**
 * First start (api.md §5.4): when no admin exists, create `ADMIN_USERNAME` with `ADMIN_PASSWORD`, or
 * with a generated 24-character password printed once through `print`. There is no default password.
 * When several instances start together only the one whose insert wins prints, so the printed
 * password is always the one stored.
 */
export async function ensureAdminAccount(deps: {
  repository: AuthRepository;
  clock: Clock;
  username: string;
  password: string | null;
  print: (text: string) => void;
}): Promise<AdminBootstrapResult> {
  const { repository, clock, username } = deps;
  if ((await repository.countAdmins()) > 0)
    return { created: false, username: null, generatedPassword: null };
  const password = deps.password ?? generateRandomString(GENERATED_ADMIN_PASSWORD_LENGTH);
  const now = toIsoTimestamp(clock.now());
  const created = await repository.insertAdminIfAbsent({
    id: generateId(),
    username,
    password_hash: await hashPassword(password),
    credential_version: 1,
    created_at: now,
    updated_at: now,
  });
  if (!created) return { created: false, username: null, generatedPassword: null };
  if (deps.password !== null) return { created: true, username, generatedPassword: null };
  deps.print(formatGeneratedPasswordNotice(username, password));
  return { created: true, username, generatedPassword: password };
}

/**
 * The notice printed once, hard to miss in a scrolling log (the README shows the same shape):
 *
 *   ┌ Satchel admin account created ───────────
 *   │ username: admin
 *   │ password: <24 random characters>
 *   └ Shown only once. Change it under Admin → System settings.
 */
export function formatGeneratedPasswordNotice(username: string, password: string): string {
  const title = 'Satchel admin account created';
  return [
    '',
    `┌ ${title} ${'─'.repeat(Math.max(3, password.length + 12 - title.length))}`,
    `│ username: ${username}`,
    `│ password: ${password}`,
    '└ Shown only once. Change it under Admin → System settings.',
    '',
  ].join('\n');
}
