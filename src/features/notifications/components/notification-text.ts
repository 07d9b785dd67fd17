// The words of a notification, shared by the centre's list and the For you strip: the sentence for each kind
// ("A training in Kano fits you: …", "Your certificate for … is ready") and the line saying why a matched item fits
// ("Training · Lagos · you asked for training"). Whole sentences per kind, so each language words them as it needs.
import type { MatchedItemKind, MatchReason, Notification } from '@contract/notifications';
import type { Translator } from '@/i18n/use-t';
import { referenceName } from '@/lib/reference-names';

type T = Translator['t'];

function matchedSentence(t: T, kind: MatchedItemKind | null, title: string, state: string | null): string {
  const where = state ? referenceName(state) : null;
  switch (kind) {
    case 'training':
      return where
        ? t('A training in {{state}} fits you: {{title}}', { state: where, title })
        : t('A training fits you: {{title}}', { title });
    case 'opportunity':
      return where
        ? t('An opportunity in {{state}} fits you: {{title}}', { state: where, title })
        : t('An opportunity fits you: {{title}}', { title });
    case 'tool':
      return t('A tool fits you: {{title}}', { title });
    case 'call':
      return where
        ? t('A call for proposals in {{state}} fits you: {{title}}', { state: where, title })
        : t('A call for proposals fits you: {{title}}', { title });
    default:
      return t('Something new fits you: {{title}}', { title });
  }
}

/** The notification's sentence in the current language. */
export function notificationSentence(t: T, notification: Notification): string {
  const { title } = notification;
  switch (notification.kind) {
    case 'matched':
      return matchedSentence(t, notification.item_kind, title, notification.reason?.state ?? null);
    case 'registration_confirmed':
      return t('Your registration for {{title}} is confirmed', { title });
    case 'registration_promoted':
      return t('You have a seat: {{title}}', { title });
    case 'certificate_issued':
      return t('Your certificate for {{title}} is ready', { title });
    case 'proposal_decided':
      return t('Your proposal {{title}} was decided', { title });
    case 'content_removed':
      return t('Your {{title}} was taken down', { title });
    case 'report_resolved':
      return t('Your report was resolved');
    case 'partner_approved':
      return t('Your partner account was approved');
  }
}

function itemKindName(t: T, kind: MatchedItemKind): string {
  switch (kind) {
    case 'training':
      return t('Training');
    case 'opportunity':
      return t('Opportunity');
    case 'tool':
      return t('Tool');
    case 'call':
      return t('Call for proposals');
  }
}

function needPhrase(t: T, need: MatchReason['need']): string {
  switch (need) {
    case 'Training':
      return t('you asked for training');
    case 'Funding':
      return t('you asked for funding');
    case 'Tools':
      return t('you asked for tools');
    case 'Market_access':
      return t('you asked for market access');
  }
}

/** Why a matched item fits: "Training · Lagos · Music · you asked for training" (state and sector when matched on). */
export function reasonLine(t: T, kind: MatchedItemKind | null, reason: MatchReason): string {
  return [
    kind ? itemKindName(t, kind) : null,
    reason.state ? referenceName(reason.state) : null,
    reason.sector ? referenceName(reason.sector) : null,
    needPhrase(t, reason.need),
  ]
    .filter(Boolean)
    .join(' · ');
}
