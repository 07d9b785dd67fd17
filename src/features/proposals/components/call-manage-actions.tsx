// Edit and Delete on a partner's own call, Edit and Take down for an admin (issue 32, calls as content): the shared
// buttons (components/ui/item-manage-actions.tsx); the call form loads when Edit is first pressed. A deleted or taken
// down call's page leaves for /proposalpage. A call with proposals cannot be deleted: the server says so (close it).
import { ItemManageActions } from '@/components/ui/item-manage-actions';
import { paths } from '@/config/paths';
import { useViewer } from '@/hooks/use-viewer';
import { lazyWithStyles } from '@/lib/lazy-with-styles';
import type { Call } from '../api/calls-api';

const EditCallModal = lazyWithStyles(() =>
  import('./create-call-modal').then((module) => ({ default: module.CreateCallModal })),
);

export function CallManageActions({ call }: { call: Call }) {
  return (
    <ItemManageActions
      viewer={useViewer()}
      item={{ type: 'call', id: call.id, title: call.title, authorId: call.author?.id }}
      takeDown
      adminEdits
      leaveTo={paths.proposals}
      editor={(close) => <EditCallModal show onHide={close} call={call} />}
    />
  );
}
