// The Data saver switch (lib/data-saver.ts): in settings with its explanation, and compact in the header's menus.
import { useId } from 'react';
import { msg } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';
import { setDataSaver, useDataSaver } from '@/lib/data-saver';

export const DATA_SAVER_HINT = msg(
  'Loads small images, shows images further down the page only when you tap them, and stops slideshows. Uses less mobile data.',
);

// The default export lets the header load it lazily with no renaming code in the first load.
export default function DataSaverSwitch({ compact = false }: { compact?: boolean }) {
  const on = useDataSaver();
  const id = useId();
  const { t } = useT();
  return (
    <div
      className={`form-check form-switch data-saver-switch${compact ? ' data-saver-switch--compact' : ''}`}
    >
      <input
        id={id}
        className="form-check-input"
        type="checkbox"
        role="switch"
        checked={on}
        onChange={(event) => setDataSaver(event.target.checked)}
        aria-describedby={compact ? undefined : `${id}-hint`}
      />
      <label className="form-check-label" htmlFor={id}>
        {t('Data saver')}
      </label>
      {compact ? null : (
        <p id={`${id}-hint`} className="form-text mb-0">
          {t(DATA_SAVER_HINT)}
        </p>
      )}
    </div>
  );
}
