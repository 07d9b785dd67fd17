// The paging extension's `meta` beside a list: which page this is, its size, and how many match in all.
// Pure types, no imports: the server writes it and the portal reads it.

export interface PageMeta {
  page: number;
  limit: number;
  total: number;
  pages: number;
}
