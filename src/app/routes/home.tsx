// Route page for /homepage (eager: the first load; the header shows its large title). Light on purpose: no
// form or modal libraries here (the create forms load lazily from the floating button).
import { Feed } from '@/features/feed/components/feed';
import { useT } from '@/i18n/use-t';

export default function HomePage() {
  const { t } = useT();
  return (
    <section className="route-page" aria-label={t('Feed')}>
      <Feed />
    </section>
  );
}
