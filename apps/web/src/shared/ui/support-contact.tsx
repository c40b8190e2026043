import { usePublicConfig } from '../api/public-config';
import { applicantTexts } from '../i18n/applicant-i18n';

// The applicant's pages show the support line; it follows the interview's language.
const SUPPORT_TEXTS = applicantTexts('support');

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const WEB_ADDRESS = /^https?:\/\/\S+$/i;

/** How to reach the support contact: a mail link for an address, a link for a web page, else plain text. */
export function supportContactHref(contact: string): string | undefined {
  if (EMAIL.test(contact)) return `mailto:${contact}`;
  if (WEB_ADDRESS.test(contact)) return contact;
  return undefined;
}

type SupportContactProps = { contact: string; className?: string };

/**
 * The spec's "Need Assistance? Please email us at" line for an email address; any other contact (a web
 * page, a phone number) is offered with wording that fits it. Nothing at all without a contact.
 */
export function SupportContact({ contact, className }: SupportContactProps) {
  const trimmed = contact.trim();
  if (trimmed === '') return null;
  const href = supportContactHref(trimmed);
  const isEmail = href?.startsWith('mailto:') === true;
  return (
    <p className={className}>
      {isEmail ? SUPPORT_TEXTS.emailUs : SUPPORT_TEXTS.contact}{' '}
      {href === undefined ? (
        trimmed
      ) : (
        <a href={href} {...(isEmail ? {} : { target: '_blank', rel: 'noopener noreferrer' })}>
          {trimmed}
        </a>
      )}
    </p>
  );
}

/** The support contact of the public configuration; renders nothing until it is known. */
export function ConfiguredSupportContact({ className }: { className?: string }) {
  const { config } = usePublicConfig();
  return <SupportContact contact={config?.supportContact ?? ''} className={className} />;
}
