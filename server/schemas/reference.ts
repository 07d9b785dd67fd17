// JSON schema of the reference-data route: sectors with categories, states with LGAs, and support types.
import { referenceDataSchema } from '../../contract/reference';
import { envelopeSchema } from '../lib/envelope';

export const referenceSchema = {
  tags: ['reference'],
  summary: 'Creative sectors with categories, states with LGAs, and support types',
  description: 'extension: the reference data of spec section 3, public and cacheable for a day.',
  response: { 200: envelopeSchema(referenceDataSchema) },
} as const;
