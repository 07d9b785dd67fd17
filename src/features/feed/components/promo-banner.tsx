// The promo banner of spec section 1: IP securitization for creatives, marked Coming Soon.
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/use-t';

export function PromoBanner() {
  const { t } = useT('feed');
  return (
    <section className="promo-banner" aria-labelledby="promo-banner-title">
      <span className="badge promo-banner__badge">{t('Coming Soon')}</span>
      <h2 id="promo-banner-title" className="promo-banner__title">
        {t('IP securitization for creatives')}
      </h2>
      <p className="promo-banner__text">
        {t(
          'Soon you will be able to use your intellectual property (music, films, designs and more) as security to raise finance for your creative business.',
        )}
      </p>
      <Link className="btn btn-light btn-sm" to={paths.license}>
        {t('Learn more about IP licensing')}
      </Link>
    </section>
  );
}
