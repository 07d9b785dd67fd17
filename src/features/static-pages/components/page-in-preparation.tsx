// What a visitor sees of a draft (issue 31): a page whose text still holds the Ministry's placeholder shows its title
// and a short "being prepared" notice with links onward, never the placeholder itself.
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/use-t';

export function PageInPreparation({ title }: { title: string }) {
  const { t } = useT('static-pages');
  return (
    <article className="static-page">
      <h1>{title}</h1>
      <p className="static-page__summary" role="status">
        {t('This page is being prepared. Please come back soon.')}
      </p>
      <p>{t('Meanwhile you can:')}</p>
      <ul className="static-page__list">
        <li>
          <Link to={paths.home}>{t('Browse the portal')}</Link>
        </li>
        <li>
          <Link to={paths.faq}>{t('Read the frequently asked questions')}</Link>
        </li>
        <li>
          <Link to={paths.privacy}>{t('Read the privacy policy')}</Link>
        </li>
      </ul>
    </article>
  );
}
