// Route page for /publicProfile/{refId}: the same public profile as /profile/{id}.
import { useParams } from 'react-router-dom';
import { ProfileRoute } from './profile-view';

export default function PublicProfilePage() {
  const { refId = '' } = useParams();
  return <ProfileRoute id={refId} />;
}
