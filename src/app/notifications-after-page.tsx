// The notification centre's parts in the first load's frame (issue 34): the header's bell and the home feed's For you
// strip, loaded after the page from one lazy chunk, for a signed-in member of a host that offers notifications.
// Kept tiny: /homepage's first load is at its budget (docs/notifications.md, "In the portal").
import { useAppSelector } from '@/app/hooks';
import { selectIsSignedIn } from '@/features/auth/auth-slice';
import { useFeature } from '@/lib/capabilities';
import { lazyWithStyles } from '@/lib/lazy-with-styles';
import { viaLoaders } from './lazy-loaders';

// Its import() is in the page loaders' chunk (./page-loaders.ts), fetched after the load event, as the host's answer.
const load = viaLoaders('notificationsAfterPage');
export const NotificationBell = lazyWithStyles(() => load().then((m) => ({ default: m.NotificationBell })));
export const ForYouStrip = lazyWithStyles(() => load().then((m) => ({ default: m.ForYouStrip })));

/** Whether the bell and the strip are shown: a signed-in member, on a host that offers notifications. */
export function useNotificationsShown(): boolean {
  const signedIn = useAppSelector(selectIsSignedIn);
  return useFeature('notifications') === true && signedIn;
}
