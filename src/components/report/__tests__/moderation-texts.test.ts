// The moderation texts the portal shows are marked for the catalogue word for word as the contract has them.
import { describe, expect, it } from 'vitest';
import { ITEM_TYPE_LABELS, MODERATION_MESSAGES, REPORT_REASON_LABELS } from '@contract/moderation';
import { MODERATION_TEXTS } from '../moderation-texts';

describe('moderation texts', () => {
  it('mark the contract texts the dialogs show', () => {
    const shown = [
      MODERATION_MESSAGES.reportReason,
      MODERATION_MESSAGES.reportThanks,
      MODERATION_MESSAGES.deleted,
      MODERATION_MESSAGES.updated,
      MODERATION_MESSAGES.takenDown,
      ...Object.values(REPORT_REASON_LABELS),
      ...Object.values(ITEM_TYPE_LABELS),
    ];
    for (const text of shown) expect(MODERATION_TEXTS).toContain(text);
    expect(MODERATION_MESSAGES.reportDetails).toBe('Please keep the details to 1,000 characters or fewer.');
    expect(MODERATION_MESSAGES.takeDownReason).toBe('Please give a reason of 10 to 500 characters.');
  });
});
