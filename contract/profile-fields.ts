// Field schemas the profile and business bodies share (JSON Schema `as const`): bounded text, links and phone
// numbers. server/schemas/people.ts re-exports them under their old names.

/** Bounded optional text for edit bodies; '' clears the field. */
export const textField = (max: number) => ({ type: 'string', maxLength: max }) as const;

/**
 * A social link: empty, a handle, or a web address; a website: empty or a web address. Checked and normalised by
 * the one URL rule in the handlers (server/lib/web-links.ts), which a JSON-schema pattern cannot express.
 */
export const socialLinkField = {
  type: 'string',
  maxLength: 300,
  description: 'a handle (@name) or an http(s) address',
} as const;
export const websiteLinkField = {
  type: 'string',
  maxLength: 300,
  description: 'an http(s) address; a bare www.example.com gets https://',
} as const;
export const phoneNumberField = {
  type: 'string',
  maxLength: 20,
  pattern: '^(|\\+?[0-9 ()-]{7,20})$',
} as const;
