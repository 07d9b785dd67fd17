// Download my data: GET /prop/account/export saved as my-data.json (a Blob and an object URL, no new tab).
import { toast } from 'react-toastify';
import { useServerError } from '@/hooks/use-server-error';
import { msg } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';
import { saveBlob } from '@/lib/save-file';
import { useExportAccountMutation } from '../api/settings-api';
import { ActionSection } from './action-section';

export const EXPORT_FILE_NAME = 'my-data.json';

export function saveJson(data: unknown, fileName: string): void {
  saveBlob(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), fileName);
}

export function DownloadMyData() {
  const [exportAccount, { isLoading }] = useExportAccountMutation();
  const { serverError, guard } = useServerError(msg('We could not prepare your data. Please try again.'));
  const { t } = useT('settings');

  const onClick = guard(async () => {
    const data = await exportAccount().unwrap();
    saveJson(data, EXPORT_FILE_NAME);
    toast.success(t('Your data export is ready.'), { autoClose: 3000 });
  });

  return (
    <ActionSection
      title={t('Download my data')}
      error={serverError}
      pending={isLoading}
      pendingText={t('Preparing your data...')}
      buttonText={t('Download my data')}
      onClick={onClick}
    >
      <p>
        {t(
          'A JSON file with everything the portal holds on your account: profile, posts, products, skills, consents and sessions.',
        )}
      </p>
    </ActionSection>
  );
}
