import { lazy } from 'react';
import { InterviewGrid as Pipeline } from '../../../features/pipeline/interview-grid';
import { usePermission } from '../../../shared/identity/use-permission';

// The sharing feature's dialog loads on the first Share…, not with the list.
const ShareModal = lazy(async () => {
  const { ShareModal } = await import('../../../features/sharing/share-modal');
  return { default: ShareModal };
});

/**
 * The home's Interviews tab: the pipeline, whose Share… opens the sharing feature's dialog. A reviewer may
 * neither share nor export (the server refuses both), so their pipeline offers neither.
 */
export function InterviewGrid() {
  const mayRecruit = usePermission('recruit');
  return <Pipeline ShareDialog={mayRecruit ? ShareModal : undefined} />;
}
