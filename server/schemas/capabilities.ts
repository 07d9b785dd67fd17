// JSON schema of GET /clap/capabilities: the extensions this server offers beyond the product spec (issue 30).
import { FEATURES } from '../../contract/capabilities';
import { envelopeSchema } from '../lib/envelope';

const capabilitiesData = {
  type: 'object',
  required: ['features', 'version'],
  properties: {
    features: {
      type: 'array',
      items: { type: 'string', enum: [...FEATURES] },
      description: 'the extensions offered',
    },
    version: { type: 'string', description: "the server's version" },
  },
} as const;

export const capabilitiesSchema = {
  tags: ['health'],
  summary: 'What this server offers beyond the spec',
  description:
    'extension: the feature keys of contract/capabilities.ts this host offers. The portal reads it once, after the ' +
    'first screen, and hides the buttons and screens of any feature not named (a host that answers 404 has none). ' +
    'Public; cached for 5 minutes.',
  response: { 200: envelopeSchema(capabilitiesData) },
} as const;
