import { BUILD_TAG } from '@vi/contracts';

export const VERSION = BUILD_TAG;
