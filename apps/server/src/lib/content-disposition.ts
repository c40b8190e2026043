const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// Control characters could split the header; quotes and slashes could end or redirect the name.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_IN_NAME = /[\u0000-\u001f\u007f"\\/]/g;

/**
 * Content-Disposition for a download. A name may come from an applicant's upload, so it is reduced to
 * safe ASCII for `filename` and percent-encoded for `filename*` (RFC 6266 / RFC 5987).
 */
export function attachmentDisposition(name: string, fallback = 'download'): string {
  const clean = name.replace(LONE_SURROGATE, '').replace(UNSAFE_IN_NAME, '').trim() || fallback;
  const ascii = clean.replace(/[^\x20-\x7e]/g, '_');
  const encoded = encodeURIComponent(clean).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
