import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import type { ToolId } from '../../domain/catalogue/tool-ids';
import { getToolPicturePath } from '../../domain/catalogue/tool-pictures';

/**
 * A tool's demo picture: a real photo's frame before (left) and after (right) the tool's own render, made at build
 * time (scripts/make-tool-pictures.ts). Left to right in every language, like the picture itself. Nothing for a tool
 * without one, or when the build made none (the picture fails to load).
 */
export function ToolPicture({ toolId, alt, className }: { toolId: ToolId; alt: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  const path = getToolPicturePath(toolId);
  if (!path || failed) return null;
  return (
    <figure className={`tool-picture ${className ?? ''}`} dir="ltr" data-testid="tool-picture">
      <img src={path} alt={alt} loading="lazy" decoding="async" width={640} height={360} onError={() => setFailed(true)} />
      <span className="tool-picture-label before" aria-hidden><Trans>Original</Trans></span>
      <span className="tool-picture-label after" aria-hidden><Trans>Result</Trans></span>
    </figure>
  );
}
