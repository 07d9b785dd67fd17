// 'Report' beside an item or a profile (issue 14). Reports are an extension (issue 30): the link, its sign-in prompt
// and its dialog load only once the host has said it takes reports (lib/capabilities.ts), which it answers after the
// first screen, so none of them weighs on the first load of the feed.
import { Suspense } from 'react';
import { useFeature } from '@/lib/capabilities';
import { lazyWithStyles } from '@/lib/lazy-with-styles';
import type { ReportLinkProps } from './report-link-button';

export type { ReportLinkProps };

const ReportLinkButton = lazyWithStyles(() => import('./report-link-button'), { stylesInFirstLoad: true });

export function ReportLink(props: ReportLinkProps) {
  return useFeature('reports') ? (
    <Suspense fallback={null}>
      <ReportLinkButton {...props} />
    </Suspense>
  ) : null;
}
