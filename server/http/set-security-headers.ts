import type { ServerResponse } from 'node:http';

/** Browser features no page of ours uses: nothing embedded in or injected into a page gets them either. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/**
 * Headers every answer carries: no framing (clickjacking), no MIME sniffing, no Referer to other sites (page URLs hold
 * job ids), no powerful features; and the pages' Content-Security-Policy (build-content-security-policy.ts). A route
 * that sends its own HTML sets its own policy over this one.
 */
export function setSecurityHeaders(res: ServerResponse, contentSecurityPolicy: string): void {
  res.setHeader('Content-Security-Policy', contentSecurityPolicy);
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'same-origin');
  res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
}
