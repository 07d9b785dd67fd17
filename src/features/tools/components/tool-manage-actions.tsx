// Edit and Delete on the partner's own tools (details page and cards), Take down for an admin on the details page
// (issue 14); a deleted tool's page leaves for the tools list.
import { ListedItemActions } from '@/components/ui/item-manage-actions';
import { paths } from '@/config/paths';
import { lazyWithStyles } from '@/lib/lazy-with-styles';
import type { Tool } from '../api/tools-api';

const EditToolModal = lazyWithStyles(() =>
  import('./create-tool-modal').then((module) => ({ default: module.CreateToolModal })),
);

export function ToolManageActions({ tool, details = false }: { tool: Tool; details?: boolean }) {
  const managed = { type: 'tool', id: tool.id, title: tool.name, authorId: tool.author?.id } as const;
  const editor = (close: () => void) => <EditToolModal show onHide={close} tool={tool} />;
  return <ListedItemActions item={managed} details={details} list={paths.tools} editor={editor} />;
}
