// Route page for /homepage (eager: the first load; the header shows its large title). Light on purpose: no
// form or modal libraries here (the create forms load lazily from the floating button).
import { Feed } from '@/features/feed/components/feed';

export default function HomePage() {
  return (
    <section className="route-page" aria-label="Feed">
      <Feed />
    </section>
  );
}
