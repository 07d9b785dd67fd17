// The one reader of the notification centre's answers (GET /prop/notifications, /prop/notifications/unread,
// /prop/for-you; contract/notifications.ts): each raw item into the contract's type, tolerant of missing fields.
import {
  MATCHED_ITEM_KINDS,
  NOTIFICATION_KINDS,
  SUPPORT_NEEDS,
  type ForYouItem,
  type MatchedItemKind,
  type MatchReason,
  type Notification,
  type NotificationKind,
} from '@contract/notifications';
import { fieldsOf, numberOr, text, textOrNull } from '@/lib/adapt';

const oneOf = <T extends string>(list: readonly T[], value: unknown): T | null =>
  (list as readonly unknown[]).includes(value) ? (value as T) : null;

/**
 * A link the portal may follow: a path on this portal ('/training/12'), never another site or a protocol-relative
 * '//host' (a notification's link is the server's, but the portal still only routes within itself).
 */
export function portalLink(value: unknown): string | null {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value) ? value : null;
}

/** Why a matched item fits; null when the host sent no readable reason. */
export function toMatchReason(raw: unknown): MatchReason | null {
  const fields = fieldsOf(raw);
  const need = oneOf(SUPPORT_NEEDS, fields.need);
  if (!need) return null;
  return { need, state: textOrNull(fields.state) || null, sector: textOrNull(fields.sector) || null };
}

export function toNotification(raw: unknown): Notification {
  const fields = fieldsOf(raw);
  const itemId = numberOr(fields.item_id, NaN);
  return {
    id: numberOr(fields.id, 0),
    // An unknown kind (a newer server) reads as a matched item: its title and link still show.
    kind: oneOf<NotificationKind>(NOTIFICATION_KINDS, fields.kind) ?? 'matched',
    item_kind: oneOf<MatchedItemKind>(MATCHED_ITEM_KINDS, fields.item_kind),
    item_id: Number.isFinite(itemId) ? itemId : null,
    title: text(fields.title),
    link: portalLink(fields.link),
    reason: toMatchReason(fields.reason),
    created_at: text(fields.created_at),
    read_at: textOrNull(fields.read_at),
  };
}

/** A For you card's item; null when it has nothing to link to or no kind (it is left out). */
export function toForYouItem(raw: unknown): ForYouItem | null {
  const fields = fieldsOf(raw);
  const itemKind = oneOf<MatchedItemKind>(MATCHED_ITEM_KINDS, fields.item_kind);
  const link = portalLink(fields.link);
  const reason = toMatchReason(fields.reason);
  if (!itemKind || !link || !reason) return null;
  return {
    item_kind: itemKind,
    item_id: numberOr(fields.item_id, 0),
    title: text(fields.title),
    link,
    reason,
    image: textOrNull(fields.image),
    date: textOrNull(fields.date),
  };
}

/** The unread count: `data.unread` (or a top-level `unread`); 0 when unreadable. */
export function readUnread(body: unknown): number {
  const fields = fieldsOf(body);
  const count = numberOr(fieldsOf(fields.data).unread ?? fields.unread, 0);
  return Math.max(0, Math.trunc(count));
}
