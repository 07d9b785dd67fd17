// Who may manage an item (issue 14): its author edits and deletes it, an admin takes it down where offered. Apart
// from the actions' component, so a feed card decides without loading them: most viewers may do neither.

import type { Viewer as SignedInViewer } from '@/hooks/use-viewer';

/** Who is looking (hooks/use-viewer.ts): what deciding needs of it. */
export type Viewer = Pick<SignedInViewer, 'accountId' | 'isAdmin'>;

/** 'owner' (Edit, Delete), 'admin' (Take down, where `takeDown` offers it) or null (nothing to show). */
export function manageRole(
  viewer: Viewer,
  authorId: number | null | undefined,
  takeDown: boolean,
): 'owner' | 'admin' | null {
  if (viewer.accountId !== null && authorId === viewer.accountId) return 'owner';
  return takeDown && viewer.isAdmin ? 'admin' : null;
}
