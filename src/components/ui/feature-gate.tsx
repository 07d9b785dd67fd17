// A screen of a feature beyond the spec (issue 30): shown when the host offers it, a calm note when it does not (a
// link from elsewhere, an old bookmark), a placeholder while the host has not answered yet (src/lib/capabilities.ts).
import type { ReactNode } from 'react';
import type { FeatureKey } from '@contract/capabilities';
import { useT } from '@/i18n/use-t';
import { useFeature } from '@/lib/capabilities';
import { LoadingState } from './list-state';

export function FeatureGate({ feature, children }: { feature: FeatureKey; children: ReactNode }) {
  const offered = useFeature(feature);
  const { t } = useT();
  if (offered === undefined) return <LoadingState />;
  if (!offered) {
    return (
      <p className="text-muted" role="status">
        {t('This is not available on this portal.')}
      </p>
    );
  }
  return children;
}
