// The JSON schema pieces every content create body shares (posts, products, tools, opportunities, events), `as const`
// so that the body types derive from them (FromSchema). No imports.

/** The text every created item has: title, description and link, bounded. */
export const titledBodyProperties = {
  title: { type: 'string', maxLength: 200 },
  description: { type: 'string', maxLength: 5000 },
  link: { type: 'string', maxLength: 2000 },
} as const;

/** Body schema for a list of image URLs. */
export const imagesBodySchema = {
  type: 'array',
  maxItems: 10,
  items: { type: 'string', maxLength: 2000 },
} as const;

/** The West Africa Time date and time an event or opportunity is entered with. */
export const dateTimeBodyProperties = {
  date: { type: 'string', maxLength: 40 },
  time: { type: 'string', maxLength: 20 },
} as const;
