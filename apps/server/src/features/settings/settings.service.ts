import {
  DEFAULT_MAX_UPLOAD_SIZE_MB,
  DEFAULT_WEBDAV_UPLOAD_MODE,
  updateSystemSettingsBodySchema,
  type SystemSettingsDto,
  type UpdateSystemSettingsBody,
} from '@satchel/shared';
import type { Clock } from '../../lib/clock.js';
import type { Logger } from '../../lib/logger.js';
import type { AdminPrincipal } from '../../lib/principal.js';
import type { SettingsRepository } from './settings.repository.js';

type SettingName = Exclude<keyof SystemSettingsDto, 'updated_at'>;

/** Every setting with its default (api.md §3.7). A new setting is one more entry here. */
const SETTING_DEFAULTS: { [Name in SettingName]: SystemSettingsDto[Name] } = {
  max_upload_size: DEFAULT_MAX_UPLOAD_SIZE_MB,
  webdav_upload_mode: DEFAULT_WEBDAV_UPLOAD_MODE,
};
const SETTING_NAMES = Object.keys(SETTING_DEFAULTS) as SettingName[];

export interface SettingsService {
  /** `GET /admin/system-settings`: the settings as one object. */
  get(principal: AdminPrincipal): Promise<SystemSettingsDto>;
  /** `PUT /admin/system-settings` (partial). Returns the whole object after the change. */
  update(principal: AdminPrincipal, body: UpdateSystemSettingsBody): Promise<SystemSettingsDto>;
  /** The per-file upload limit in MB, for any caller (public endpoint, upload paths). */
  getMaxUploadSizeMb(): Promise<number>;
  /** Stores the default of every setting not stored yet (first start, and settings added later). */
  ensureDefaults(): Promise<void>;
}

export function createSettingsService(deps: {
  repository: SettingsRepository;
  clock: Clock;
  logger: Logger;
}): SettingsService {
  const { repository, clock, logger } = deps;

  /** Rows → object. A missing or unreadable value falls back to its default rather than failing. */
  const readSettings = async (): Promise<SystemSettingsDto> => {
    const rows = await repository.listSettings();
    const stored: Record<string, unknown> = {};
    let updatedAt: string | null = null;
    for (const row of rows) {
      if (!(SETTING_NAMES as string[]).includes(row.key)) continue;
      try {
        stored[row.key] = JSON.parse(row.value);
      } catch {
        logger.warn({ setting: row.key }, 'stored setting is not valid JSON; using its default');
      }
      if (updatedAt === null || row.updated_at > updatedAt) updatedAt = row.updated_at;
    }
    const settings: SystemSettingsDto = { ...SETTING_DEFAULTS, updated_at: updatedAt };
    for (const name of SETTING_NAMES) {
      const parsed = updateSystemSettingsBodySchema.shape[name].safeParse(stored[name]);
      if (parsed.success && parsed.data !== undefined) Object.assign(settings, { [name]: parsed.data });
    }
    return settings;
  };

  return {
    get: () => readSettings(),

    async update(_principal, body) {
      const entries = SETTING_NAMES.filter((name) => body[name] !== undefined).map((name) => ({
        key: name,
        value: JSON.stringify(body[name]),
      }));
      await repository.upsertSettings(entries, clock.now());
      return readSettings();
    },

    async getMaxUploadSizeMb() {
      return (await readSettings()).max_upload_size;
    },

    async ensureDefaults() {
      await repository.insertMissingSettings(
        SETTING_NAMES.map((name) => ({ key: name, value: JSON.stringify(SETTING_DEFAULTS[name]) })),
        clock.now(),
      );
    },
  };
}
