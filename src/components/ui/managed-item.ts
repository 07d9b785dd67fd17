// The item that Edit, Delete and Take down act on: a leaf, so the buttons (item-manage-actions.tsx) and the dialog
// they load (remove-item-dialog.tsx) both take it from below instead of the dialog from its parent.
import type { ContentItemType } from '@contract/moderation';

export interface ManagedItem {
  type: ContentItemType;
  id: number;
  title: string;
  /** The author's account id, when the answer carries it; unknown authors own nothing here. */
  authorId: number | null | undefined;
}
