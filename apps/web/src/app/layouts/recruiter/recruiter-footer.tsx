import { BUILD_TAG, PRODUCT_TITLE } from '@vi/contracts';
import { LAYOUT_TEXTS } from './texts';

/** Our own footer (no UI theme platform): the product and its build tag (spec §9, v1.4.1a). */
export function RecruiterFooter() {
  return (
    <p className="recruiter-footer">
      {PRODUCT_TITLE} · {LAYOUT_TEXTS.version} {BUILD_TAG}
    </p>
  );
}
