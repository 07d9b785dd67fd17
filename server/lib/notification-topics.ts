// Which e-mail topic a matched notification belongs to (issue 34, docs/notifications.md): a training -> training, a
// tool -> tool, a call for proposals -> funding, an opportunity -> opportunity, or funding when it answered the
// member's Funding need (reason.need). One table, read by the mails (their topic link) and turned into SQL by the
// notification-mail repository (which notifications a member's topics let through).
import type { MatchedItemKind, NotificationTopic, SupportNeed } from '../../contract/notifications';

export const TOPIC_OF_ITEM: Record<MatchedItemKind, NotificationTopic> = {
  training: 'training',
  opportunity: 'opportunity',
  call: 'funding',
  tool: 'tool',
};

/** An opportunity matched on this need is funding, whatever its kind. */
export const FUNDING_NEED: SupportNeed = 'Funding';

export function topicOf(itemKind: MatchedItemKind, need: string | null | undefined): NotificationTopic {
  if (itemKind === 'opportunity' && need === FUNDING_NEED) return 'funding';
  return TOPIC_OF_ITEM[itemKind];
}
