import type { HEALTH_STATUS_ERROR, HEALTH_STATUS_OK } from '../limits.js';

/** `GET /system/max-upload-size` (api.md §3.4): the per-file limit in MB. */
export interface MaxUploadSizeDto {
  max_upload_size: number;
}

/** `GET /version` (api.md §3.10). */
export interface VersionDto {
  version: string;
}

/** `GET /health` (api.md §3.10): 200 with `ok`, or 500 with `data: { status: "error" }`. */
export interface HealthDto {
  status: typeof HEALTH_STATUS_OK;
  timestamp: string;
}

export interface HealthErrorDto {
  status: typeof HEALTH_STATUS_ERROR;
}
