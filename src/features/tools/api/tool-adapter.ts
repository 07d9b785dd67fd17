// The one reader of a tool in the API's answers: the raw item into the portal's Tool (the contract's ToolItem),
// tolerant of a foreign host that sends fewer fields.
import { contentFields, fieldsOf, text, textOrNull, type ReceivedContent } from '@/lib/adapt';
import type { ToolItem } from '@contract/tools';

/** A tool as the portal holds it. */
export type Tool = ReceivedContent<ToolItem>;

export function toTool(raw: unknown): Tool {
  const fields = fieldsOf(raw);
  return {
    ...contentFields(fields),
    name: text(fields.name),
    description: text(fields.description),
    link: text(fields.link),
    sector: text(fields.sector),
    offer: text(fields.offer),
    type: textOrNull(fields.type),
    price: textOrNull(fields.price),
    category: textOrNull(fields.category),
  };
}
