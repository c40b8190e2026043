import { Link } from 'react-router';
import type { LegalLink as LegalLinkTarget } from '../../../shared/api/public-config';

/**
 * A Terms of Use or Privacy Policy link inside the consent label. It opens in a new tab so the device
 * checks and the ticked box survive reading it; the company's own page gets no referrer.
 */
export function LegalLink({ target, children }: { target: LegalLinkTarget; children: string }) {
  if (target.isExternal) {
    return (
      <a href={target.href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <Link to={target.href} target="_blank" rel="noopener">
      {children}
    </Link>
  );
}
