// JSON schemas of the tool (partner offer) routes.
import { TOOL_PRICES, TOOL_TYPES } from '../../contract/options';
import * as content from './content';

export const toolSchema = {
  type: 'object',
  properties: {
    ...content.contentItemProperties,
    name: { type: 'string' },
    description: { type: 'string' },
    link: { type: 'string' },
    sector: { type: 'string' },
    offer: { type: 'string' },
    type: content.nullableString,
    price: content.nullableString,
    category: content.nullableString,
  },
} as const;

const toolListQuery = content.listQuerySchema({
  type: { type: 'string', enum: [...TOOL_TYPES], description: 'extension: filter by type' },
  price: { type: 'string', enum: [...TOOL_PRICES], description: 'extension: filter free or paid' },
  sector: { type: 'string', maxLength: 100, description: 'extension: filter by sector (case-insensitive)' },
  category: {
    type: 'string',
    maxLength: 100,
    description: 'extension: filter by category (case-insensitive)',
  },
});
const toolList = content.listOf(toolSchema);

export const listToolsSchema = {
  tags: ['tools'],
  summary: 'Every tool, newest first (data is the list)',
  querystring: toolListQuery,
  response: content.listResponse(toolList),
} as const;

export const ownToolsSchema = {
  tags: ['tools'],
  summary: "The partner's own tools, newest first (data is the list)",
  querystring: toolListQuery,
  response: content.ownListResponse(toolList),
} as const;

export const getToolSchema = {
  tags: ['tools'],
  summary: 'One tool (data is the tool)',
  params: content.idParamsSchema,
  response: content.getResponse(toolSchema),
} as const;

/** What creating a tool takes, and what a PUT takes to replace one. */
const toolBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    // A tool's title is its name.
    name: content.titledBodyProperties.title,
    description: content.titledBodyProperties.description,
    link: content.titledBodyProperties.link,
    images: content.imagesBodySchema,
    sector: { type: 'string', maxLength: 100 },
    offer: { type: 'string', maxLength: 200 },
    type: { type: ['string', 'null'], enum: [...TOOL_TYPES, '', null] },
    price: { type: ['string', 'null'], enum: [...TOOL_PRICES, '', null] },
    category: { type: ['string', 'null'], maxLength: 100 },
  },
} as const;

export const createToolSchema = {
  tags: ['tools'],
  summary:
    'Create a tool (approved partners): name, description, link, images, sector and offer are required',
  description:
    'type (subscription, membership or one-time-purchase) and price (free or paid) are optional here, as the ' +
    "spec's body has neither, but the portal's form always sends them: the list filters use them, and a tool " +
    'without them matches no price or type filter.',
  body: toolBody,
  response: content.createResponse(toolSchema),
} as const;

export const updateToolSchema = content.editSchema(
  'tools',
  'Edit one of your tools (approved partners): the whole tool, with the fields, rules and messages of creation',
  toolBody,
  toolSchema,
);
