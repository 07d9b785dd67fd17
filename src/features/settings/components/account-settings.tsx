// The /settings screen: change password, WhatsApp on my products (sellers), the phone for SMS and notifications
// (issue 34), data saver (this browser), sign out
// everywhere, download my data, delete my account.
import DataSaverSwitch from '@/components/ui/data-saver-switch';
import { useT } from '@/i18n/use-t';
import { useFeature } from '@/lib/capabilities';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccount } from './delete-account';
import { DownloadMyData } from './download-my-data';
import { NotificationSettings } from './notification-settings';
import { PhoneSmsSetting } from './phone-sms-setting';
import { SignOutEverywhere } from './sign-out-everywhere';
import { WhatsappSetting } from './whatsapp-setting';

export interface AccountSettingsProps {
  /** Clears the session in this browser and leaves (the app owns the auth state). */
  onSignedOut: () => void | Promise<void>;
  onDeleted: (message: string) => void | Promise<void>;
  /** Creatives, businesses and partners sell: they get the WhatsApp setting (admins do not). */
  seller?: boolean;
}

export function AccountSettings({ onSignedOut, onDeleted, seller = false }: AccountSettingsProps) {
  const notifications = useFeature('notifications') === true;
  const { t } = useT('settings');
  return (
    <div className="settings-grid">
      <div className="card">
        <div className="card-body">
          <ChangePasswordForm />
        </div>
      </div>
      {seller ? (
        <div className="card">
          <div className="card-body">
            <WhatsappSetting />
          </div>
        </div>
      ) : null}
      <PhoneSmsSetting />
      {notifications ? (
        <div className="card">
          <div className="card-body">
            <NotificationSettings />
          </div>
        </div>
      ) : null}
      <section className="card" aria-labelledby="data-saver-title">
        <div className="card-body">
          <h2 id="data-saver-title" className="h5">
            {t('Data saver')}
          </h2>
          <p className="text-muted small">{t('This choice applies to this browser only.')}</p>
          <DataSaverSwitch />
        </div>
      </section>
      <div className="card">
        <div className="card-body">
          <SignOutEverywhere onSignedOut={onSignedOut} />
        </div>
      </div>
      <div className="card">
        <div className="card-body">
          <DownloadMyData />
        </div>
      </div>
      <div className="card border-danger-subtle">
        <div className="card-body">
          <DeleteAccount onDeleted={onDeleted} />
        </div>
      </div>
    </div>
  );
}
