import type { ReactNode } from 'react';
import type { ToolDefinition } from '../../../domain/catalogue/tool-definition';
import { MobileNotSupportedGate } from './mobile-not-supported-gate';
import { useIsNarrowScreen } from './use-is-narrow-screen';

/** Shows a tool's pages, or the mobile gate on a narrow screen when the tool is not flagged mobileOpen. */
export function DesktopOnly({ tool, children }: { tool: ToolDefinition; children: ReactNode }) {
  const narrow = useIsNarrowScreen();
  return narrow && !tool.flags.mobileOpen ? <MobileNotSupportedGate /> : <>{children}</>;
}
