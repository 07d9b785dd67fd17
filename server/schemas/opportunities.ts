// JSON schemas of the opportunity routes.
import {
  contentItemProperties,
  createResponse,
  getResponse,
  idParamsSchema,
  imagesBodySchema,
  listOf,
  listQuerySchema,
  listResponse,
  nested,
  nullableString,
  ownListResponse,
  titledBodyProperties,
} from './content';

export const opportunitySchema = {
  type: 'object',
  properties: {
    ...contentItemProperties,
    title: { type: 'string' },
    description: { type: 'string' },
    link: { type: 'string' },
    deadline: { type: 'string', format: 'date-time' },
    date: { type: 'string', description: 'YYYY-MM-DD in West Africa Time' },
    time: { type: 'string', description: 'HH:MM in West Africa Time' },
    starts_at: { type: 'string', format: 'date-time' },
    address: nullableString,
    timing: { type: 'string' },
    location: nullableString,
    level: nullableString,
  },
} as const;

const listQuery = listQuerySchema({
  location: { type: 'string', maxLength: 50, description: 'extension: remote, onsite or hybrid' },
  timing: { type: 'string', maxLength: 50, description: 'extension: full-time, part-time or remote' },
  level: { type: 'string', maxLength: 50, description: 'extension: junior, intermediate or senior' },
});
const opportunityList = nested(listOf(opportunitySchema));

export const listOpportunitiesSchema = {
  tags: ['opportunities'],
  summary: 'Every opportunity, newest first (data.data is the list)',
  querystring: listQuery,
  response: listResponse(opportunityList),
} as const;

export const ownOpportunitiesSchema = {
  tags: ['opportunities'],
  summary: "The partner's own opportunities, newest first (data.data is the list)",
  querystring: listQuery,
  response: ownListResponse(opportunityList),
} as const;

export const getOpportunitySchema = {
  tags: ['opportunities'],
  summary: 'One opportunity (data is the opportunity)',
  params: idParamsSchema,
  response: getResponse(opportunitySchema),
} as const;

export const createOpportunitySchema = {
  tags: ['opportunities'],
  summary: 'Create an opportunity (approved partners); date and time become one timestamp (starts_at)',
  description:
    'date is YYYY-MM-DD and time HH:MM, both West Africa Time (or date may be a full ISO timestamp); ' +
    'deadline is YYYY-MM-DD (end of that day, WAT) or an ISO timestamp; the image must be a PNG upload.',
  body: {
    type: 'object',
    additionalProperties: false,
    properties: {
      ...titledBodyProperties,
      deadline: { type: 'string', maxLength: 40 },
      date: { type: 'string', maxLength: 40 },
      time: { type: 'string', maxLength: 20 },
      images: imagesBodySchema,
      address: { type: ['string', 'null'], maxLength: 300 },
      timing: { type: 'string', maxLength: 50 },
      location: { type: ['string', 'null'], maxLength: 50 },
      level: { type: ['string', 'null'], maxLength: 50 },
    },
  },
  response: createResponse(opportunitySchema),
} as const;
