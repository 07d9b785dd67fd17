// JSON schema of the reference-data route: sectors with categories, states with LGAs, and support types.
import { envelopeSchema } from '../lib/envelope';

const stringList = { type: 'array', items: { type: 'string' } } as const;

const referenceData = {
  type: 'object',
  required: ['sectors', 'states', 'support_types'],
  properties: {
    sectors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'name', 'categories'],
        properties: { id: { type: 'integer' }, name: { type: 'string' }, categories: stringList },
      },
    },
    states: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'name', 'lgas'],
        properties: { id: { type: 'integer' }, name: { type: 'string' }, lgas: stringList },
      },
    },
    support_types: {
      type: 'array',
      items: {
        type: 'object',
        required: ['key', 'label', 'question'],
        properties: { key: { type: 'string' }, label: { type: 'string' }, question: { type: 'string' } },
      },
    },
  },
} as const;

export const referenceSchema = {
  tags: ['reference'],
  summary: 'Creative sectors with categories, states with LGAs, and support types',
  description: 'extension: the reference data of spec section 3, public and cacheable for a day.',
  response: { 200: envelopeSchema(referenceData) },
} as const;
