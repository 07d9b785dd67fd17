// The paging extension's `meta` beside a list: which page this is, its size, and how many match in all.
// No imports: the server writes it and the portal reads it; its JSON schema serves every paged answer's schema.

export interface PageMeta {
  page: number;
  limit: number;
  total: number;
  pages: number;
}

/** `PageMeta` as a JSON schema: the route schemas' and the contract's paged answers use this one declaration. */
export const pageMetaSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['page', 'limit', 'total', 'pages'],
  properties: {
    page: { type: 'integer' },
    limit: { type: 'integer' },
    total: { type: 'integer' },
    pages: { type: 'integer' },
  },
} as const;
