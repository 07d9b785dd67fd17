// Route page for /homepage (eager: the first load; the header shows its large title). Light on purpose: no
// form or modal libraries here (the create forms load lazily from the floating button).
import { AfterPage } from '@/components/ui/after-page';
import { Feed } from '@/features/feed/components/feed';
import { useT } from '@/i18n/use-t';
import { ForYouStrip, useNotificationsShown } from '../notifications-after-page';

export default function HomePage() {
  const { t } = useT();
  // A signed-in member's For you strip (issue 34) loads after the feed.
  const forYou = useNotificationsShown();
  return (
    <section className="route-page" aria-label={t('Feed')}>
      <Feed
        beforePosts={
          forYou ? (
            <AfterPage>
              <ForYouStrip />
            </AfterPage>
          ) : null
        }
      />
    </section>
  );
}
