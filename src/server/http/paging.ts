import type { PageMeta } from '../../contract/common';

export interface PageRequest {
  page: number;
  size: number;
}

export const offsetOf = ({ page, size }: PageRequest) => (page - 1) * size;

export function pageMeta(total: number, { page, size }: PageRequest): PageMeta {
  return { current_page: page, last_page: Math.max(1, Math.ceil(total / size)), total, page_limit: size };
}
