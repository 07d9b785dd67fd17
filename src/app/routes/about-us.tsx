// Route page /aboutus: the 'about' static page (API text, the bundled draft meanwhile or when the host lacks it),
// with a link to the sector's figures (/open-data, issue 19).
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { StaticPage } from '@/features/static-pages/components/static-page';
import { rich } from '@/i18n/rich';
import { useT } from '@/i18n/use-t';
import { useFeature } from '@/lib/capabilities';

export default function AboutUsPage() {
  const { t } = useT('static-pages');
  // The figures are an extension (issue 30): no link to them on a host without them.
  const figures = useFeature('open-data');
  return (
    <StaticPage slug="about">
      {figures ? (
        <p>
          {rich(
            t(
              "<link>The sector's figures</link>: members by state and sector, support needs and growth, as open data anyone may reuse.",
            ),
            { link: (chunk) => <Link to={paths.openData}>{chunk}</Link> },
          )}
        </p>
      ) : null}
    </StaticPage>
  );
}
