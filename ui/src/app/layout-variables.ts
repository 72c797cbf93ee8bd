import { LAYOUT } from '@/config/constants.ts';

/** The layout constants of spec section 9 as CSS variables, so stylesheets never repeat them. */
export function applyLayoutVariables(root: HTMLElement = document.documentElement): void {
  const vars: Record<string, string> = {
    '--portal-side-menu-width': `${LAYOUT.sideMenu.width}px`,
    '--portal-side-menu-mini': `${LAYOUT.sideMenu.mini}px`,
    '--portal-toolbar-height': `${LAYOUT.toolbarHeight}px`,
    '--portal-content-max-width': `${LAYOUT.contentCardMaxWidth}px`,
    '--portal-chart-height': `${LAYOUT.chartHeights.small}px`,
    '--portal-chart-height-large': `${LAYOUT.chartHeights.large}px`,
  };
  for (const [name, value] of Object.entries(vars)) root.style.setProperty(name, value);
}
