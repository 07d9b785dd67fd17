// Route page /aboutus: the 'about' static page (API text, the bundled draft meanwhile or when the host lacks it),
// with a link to the sector's figures (/open-data, issue 19).
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { StaticPage } from '@/features/static-pages/components/static-page';
import { rich } from '@/i18n/rich';
import { useT } from '@/i18n/use-t';

export default function AboutUsPage() {
  const { t } = useT('static-pages');
  return (
    <StaticPage slug="about">
      <p>
        {rich(
          t(
            "<link>The sector's figures</link>: members by state and sector, support needs and growth, as open data anyone may reuse.",
          ),
          { link: (chunk) => <Link to={paths.openData}>{chunk}</Link> },
        )}
      </p>
    </StaticPage>
  );
}
