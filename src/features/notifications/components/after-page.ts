// What the first load's frame fetches after the page for a signed-in member (app/notifications-after-page.tsx): the
// header's bell and the home feed's For you strip, one chunk, so the first load names one lazy module, not two.
export { default as NotificationBell } from './notification-bell';
export { default as ForYouStrip } from './for-you-strip';
