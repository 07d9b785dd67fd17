// Route page /aboutus: the 'about' static page (API text, the bundled draft meanwhile or when the host lacks it),
// with a link to the sector's figures (/open-data, issue 19).
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { StaticPage } from '@/features/static-pages/components/static-page';

export default function AboutUsPage() {
  return (
    <StaticPage slug="about">
      <p>
        <Link to={paths.openData}>The sector&apos;s figures</Link>: members by state and sector, support needs and
        growth, as open data anyone may reuse.
      </p>
    </StaticPage>
  );
}
