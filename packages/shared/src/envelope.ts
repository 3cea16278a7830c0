import type { ErrorCode } from './errors.js';

/** Every `/api` JSON body (api.md §1.2). `code` always equals the HTTP status. */
export interface Envelope<T = unknown> {
  code: number;
  error?: ErrorCode;
  message: string;
  data: T;
  success: boolean;
}

/** Statuses that count as success in the envelope. */
export const SUCCESS_STATUSES = [200, 201, 202] as const;

/** True for the statuses whose envelope has `success: true` (200, 201, 202). */
export function isSuccessStatus(status: number): boolean {
  return (SUCCESS_STATUSES as readonly number[]).includes(status);
}

/** Paged list shape (api.md §1.5). */
export interface Pagination {
  total: number;
  limit: number;
  offset: number;
  page: number;
  total_pages: number;
  has_more: boolean;
}

/** A paged list body: `data: { items, pagination }` (api.md §1.5). */
export interface Paged<T> {
  items: T[];
  pagination: Pagination;
}

/** `data` of a 400 error: the first failing request field, or null when not about one field. */
export interface ValidationErrorData {
  field: string | null;
}

/** Why a body or upload was refused with 413 (api.md §1.2). */
export const TOO_LARGE_REASONS = ['max_upload_size', 'capacity', 'body'] as const;
export type TooLargeReason = (typeof TOO_LARGE_REASONS)[number];

/** `data` of a 413 error. */
export interface TooLargeErrorData {
  reason: TooLargeReason;
  limit_bytes: number;
}

/** `data` of a 429 error; the same number of seconds is sent in the `Retry-After` header. */
export interface RateLimitedErrorData {
  retry_after: number;
}

/** `data` of a 410 error. */
export interface GoneErrorData {
  reason: 'expired' | 'view_limit';
}
