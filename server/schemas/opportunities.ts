// JSON schemas of the opportunity routes, around the item and the body declared in contract/opportunities.ts.
import { opportunityBodySchema, opportunityItemSchema } from '../../contract/opportunities';
import * as content from './content';

const listQuery = content.listQuerySchema({
  location: { type: 'string', maxLength: 50, description: 'extension: remote, onsite or hybrid' },
  timing: { type: 'string', maxLength: 50, description: 'extension: full-time or remote' },
  level: { type: 'string', maxLength: 50, description: 'extension: junior, intermediate or senior' },
});
const opportunityList = content.nested(content.listOf(opportunityItemSchema));

export const listOpportunitiesSchema = content.listSchema(
  'opportunities',
  {
    summary: 'Every opportunity, newest first (data.data is the list)',
  },
  listQuery,
  opportunityList,
);

export const ownOpportunitiesSchema = content.ownListSchema(
  'opportunities',
  {
    summary: "The partner's own opportunities, newest first (data.data is the list)",
  },
  listQuery,
  opportunityList,
);

export const getOpportunitySchema = content.getSchema(
  'opportunities',
  {
    summary: 'One opportunity (data is the opportunity)',
  },
  opportunityItemSchema,
);

export const createOpportunitySchema = content.createSchema(
  'opportunities',
  {
    summary: 'Create an opportunity (approved partners); date and time become one timestamp (starts_at)',
    description:
      'date is YYYY-MM-DD and time HH:MM, both West Africa Time (or date may be a full ISO timestamp); ' +
      'deadline is YYYY-MM-DD (end of that day, WAT) or an ISO timestamp; the image must be a PNG upload. ' +
      'timing is full-time or remote. location (remote, onsite or hybrid), level (junior, intermediate or senior) ' +
      'and address are optional here (the spec body has no location or level) but the portal always sends them: ' +
      'the list filters use location and level, and an item without them matches no such filter.',
  },
  opportunityBodySchema,
  opportunityItemSchema,
);

export const updateOpportunitySchema = content.editSchema(
  'opportunities',
  'Edit one of your opportunities (approved partners): the whole opportunity, with the fields, rules and messages of creation',
  opportunityBodySchema,
  opportunityItemSchema,
);
