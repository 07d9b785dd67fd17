// JSON schemas of the opportunity routes.
import * as content from './content';

export const opportunitySchema = {
  type: 'object',
  properties: {
    ...content.contentItemProperties,
    ...content.titledItemProperties,
    deadline: { type: 'string', format: 'date-time' },
    ...content.enteredDateTimeProperties,
    starts_at: { type: 'string', format: 'date-time' },
    address: content.nullableString,
    timing: { type: 'string' },
    location: content.nullableString,
    level: content.nullableString,
  },
} as const;

const listQuery = content.listQuerySchema({
  location: { type: 'string', maxLength: 50, description: 'extension: remote, onsite or hybrid' },
  timing: { type: 'string', maxLength: 50, description: 'extension: full-time or remote' },
  level: { type: 'string', maxLength: 50, description: 'extension: junior, intermediate or senior' },
});
const opportunityList = content.nested(content.listOf(opportunitySchema));

export const listOpportunitiesSchema = {
  tags: ['opportunities'],
  summary: 'Every opportunity, newest first (data.data is the list)',
  querystring: listQuery,
  response: content.listResponse(opportunityList),
} as const;

export const ownOpportunitiesSchema = {
  tags: ['opportunities'],
  summary: "The partner's own opportunities, newest first (data.data is the list)",
  querystring: listQuery,
  response: content.ownListResponse(opportunityList),
} as const;

export const getOpportunitySchema = {
  tags: ['opportunities'],
  summary: 'One opportunity (data is the opportunity)',
  params: content.idParamsSchema,
  response: content.getResponse(opportunitySchema),
} as const;

/** What creating an opportunity takes, and what a PUT takes to replace one. */
const opportunityBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...content.titledBodyProperties,
    deadline: { type: 'string', maxLength: 40 },
    ...content.dateTimeBodyProperties,
    images: content.imagesBodySchema,
    address: { type: ['string', 'null'], maxLength: 300 },
    timing: { type: 'string', maxLength: 50, description: 'full-time or remote' },
    location: { type: ['string', 'null'], maxLength: 50, description: 'remote, onsite or hybrid (extension)' },
    level: { type: ['string', 'null'], maxLength: 50, description: 'junior, intermediate or senior (extension)' },
  },
} as const;

export const createOpportunitySchema = {
  tags: ['opportunities'],
  summary: 'Create an opportunity (approved partners); date and time become one timestamp (starts_at)',
  description:
    'date is YYYY-MM-DD and time HH:MM, both West Africa Time (or date may be a full ISO timestamp); ' +
    'deadline is YYYY-MM-DD (end of that day, WAT) or an ISO timestamp; the image must be a PNG upload. ' +
    'timing is full-time or remote. location (remote, onsite or hybrid), level (junior, intermediate or senior) ' +
    'and address are optional here (the spec body has no location or level) but the portal always sends them: ' +
    'the list filters use location and level, and an item without them matches no such filter.',
  body: opportunityBody,
  response: content.createResponse(opportunitySchema),
} as const;

export const updateOpportunitySchema = content.editSchema(
  'opportunities',
  'Edit one of your opportunities (approved partners): the whole opportunity, with the fields, rules and messages of creation',
  opportunityBody,
  opportunitySchema,
);
