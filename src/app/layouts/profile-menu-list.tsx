// The signed-in member's header menu (lazy: loaded when the avatar is tapped): their profile, business, settings,
// the Data saver switch and Logout.
import { useNavigate, Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import DataSaverSwitch from '@/components/ui/data-saver-switch';
import { paths } from '@/config/paths';
import { useLogoutMutation } from '@/features/auth/api/auth-api';
import { loggedOut } from '@/features/auth/auth-slice';
import { useT } from '@/i18n/use-t';
import { useFeature } from '@/lib/capabilities';

export default function ProfileMenuList({ id, onClose }: { id: string; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [logout] = useLogoutMutation();
  const { t } = useT();
  // Revoking the token on the server is an extension ('account', issue 30): a host without it is not asked.
  const revokes = useFeature('account') === true;
  // Issue 33: creatives and businesses register for trainings; partners and admins cannot.
  const member = useAppSelector(
    (state) => state.auth.userType === 'user' || state.auth.userType === 'business',
  );
  const trains = useFeature('training-registration') === true && member;

  async function onLogout() {
    onClose();
    try {
      if (revokes) await logout().unwrap();
    } catch {
      // spec: logout always signs out locally, whatever the server says
    }
    dispatch(loggedOut());
    await navigate(paths.login);
  }

  return (
    <ul className="profile-menu__list" id={id}>
      <li>
        <Link to={paths.profilePage} onClick={onClose}>
          {t('Your Profile')}
        </Link>
      </li>
      <li>
        <Link to={paths.businessProfile} onClick={onClose}>
          {t('Your Business')}
        </Link>
      </li>
      {trains ? (
        <li>
          <Link to={paths.myTrainings} onClick={onClose}>
            {t('My trainings')}
          </Link>
        </li>
      ) : null}
      <li>
        <Link to={paths.settings} onClick={onClose}>
          {t('Setting')}
        </Link>
      </li>
      <li>
        <DataSaverSwitch compact />
      </li>
      <li>
        <button type="button" onClick={() => void onLogout()}>
          {t('Logout')}
        </button>
      </li>
    </ul>
  );
}
