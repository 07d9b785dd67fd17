// JSON schemas of the tool (partner offer) routes, around the item and the body declared in contract/tools.ts.
import { TOOL_PRICES, TOOL_TYPES } from '../../contract/options';
import { toolBodySchema, toolItemSchema } from '../../contract/tools';
import * as content from './content';

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
const toolList = content.listOf(toolItemSchema);

export const listToolsSchema = content.listSchema(
  'tools',
  {
    summary: 'Every tool, newest first (data is the list)',
  },
  toolListQuery,
  toolList,
);

export const ownToolsSchema = content.ownListSchema(
  'tools',
  {
    summary: "The partner's own tools, newest first (data is the list)",
  },
  toolListQuery,
  toolList,
);

export const getToolSchema = content.getSchema(
  'tools',
  {
    summary: 'One tool (data is the tool)',
  },
  toolItemSchema,
);

export const createToolSchema = content.createSchema(
  'tools',
  {
    summary:
      'Create a tool (approved partners): name, description, link, images, sector and offer are required',
    description:
      'type (subscription, membership or one-time-purchase) and price (free or paid) are optional here, as the ' +
      "spec's body has neither, but the portal's form always sends them: the list filters use them, and a tool " +
      'without them matches no price or type filter.',
  },
  toolBodySchema,
  toolItemSchema,
);

export const updateToolSchema = content.editSchema(
  'tools',
  'Edit one of your tools (approved partners): the whole tool, with the fields, rules and messages of creation',
  toolBodySchema,
  toolItemSchema,
);
