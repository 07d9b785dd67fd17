// Route page for /homepage (eager: the first load; the header shows its large title). Light on purpose: no
// form or modal libraries here (the create forms load lazily from the floating button).
import { useAppSelector } from '@/app/hooks';
import { AfterPage } from '@/components/ui/after-page';
import { selectIsSignedIn } from '@/features/auth/auth-slice';
import { Feed } from '@/features/feed/components/feed';
import { useT } from '@/i18n/use-t';
import { useFeature } from '@/lib/capabilities';
import { lazyWithStyles } from '@/lib/lazy-with-styles';

// A signed-in member's For you strip (issue 34) loads after the feed, once the host has said it offers notifications.
const ForYouStrip = lazyWithStyles(() => import('@/features/notifications/components/for-you-strip'));

export default function HomePage() {
  const { t } = useT();
  const signedIn = useAppSelector(selectIsSignedIn);
  const notifications = useFeature('notifications') === true;
  return (
    <section className="route-page" aria-label={t('Feed')}>
      <Feed
        beforePosts={
          signedIn && notifications ? (
            <AfterPage>
              <ForYouStrip />
            </AfterPage>
          ) : null
        }
      />
    </section>
  );
}
