// GET /clap/prop/reference's data: the reference data of spec section 3 from the database (sectors with their
// categories, states with their LGAs, the support types), declared once as a JSON schema `as const` with its type
// derived from it (FromSchema, type-only).
import type { FromSchema } from 'json-schema-to-ts';

const stringList = { type: 'array', items: { type: 'string' } } as const;

export const referenceDataSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['sectors', 'states', 'support_types'],
  properties: {
    sectors: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'name', 'categories'],
        properties: { id: { type: 'integer' }, name: { type: 'string' }, categories: stringList },
      },
    },
    states: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'name', 'lgas'],
        properties: { id: { type: 'integer' }, name: { type: 'string' }, lgas: stringList },
      },
    },
    support_types: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['key', 'label', 'question'],
        properties: { key: { type: 'string' }, label: { type: 'string' }, question: { type: 'string' } },
      },
    },
  },
} as const;
export type ReferenceData = FromSchema<typeof referenceDataSchema>;
