import { Outlet } from 'react-router';
import { useSegmentationBlur } from '../../features/blur/use-segmentation-blur';
import { BackgroundBlurContext } from '../../shared/media/background-blur';

/**
 * The interview screens that use the camera get their background blur from features/blur here. The router
 * loads this layout lazily beside them, so the blur code stays out of the entry chunk.
 */
export function BackgroundBlurOutlet() {
  return (
    <BackgroundBlurContext value={useSegmentationBlur}>
      <Outlet />
    </BackgroundBlurContext>
  );
}
