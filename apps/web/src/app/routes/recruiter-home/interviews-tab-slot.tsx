import { lazy } from 'react';
import { InterviewGrid as Pipeline } from '../../../features/pipeline/interview-grid';

// The sharing feature's dialog loads on the first Share…, not with the list.
const ShareModal = lazy(async () => {
  const { ShareModal } = await import('../../../features/sharing/share-modal');
  return { default: ShareModal };
});

/** The home's Interviews tab: the pipeline, whose Share… opens the sharing feature's dialog. */
export function InterviewGrid() {
  return <Pipeline ShareDialog={ShareModal} />;
}
