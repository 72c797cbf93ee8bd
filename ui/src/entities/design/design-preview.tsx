import { Button, Callout } from '@blueprintjs/core';
import type { CSSProperties } from 'react';
import type { Palette } from '@/lib/tenant.ts';

interface Props {
  partnerName: string;
  /** The chosen logo's preview, else the current one, else none. */
  logo: string | null;
  swatch: string;
  palette: Palette;
  text: (key: string) => string;
  testId: string;
}

/** How the partner's pages will look: the logo, the colour on a primary button, the palette. */
export function DesignPreview({ partnerName, logo, swatch, palette, text, testId }: Props) {
  const previewStyle = { '--bp-intent-primary-rest': swatch, '--bp-intent-primary-hover': swatch } as CSSProperties;
  return (
    <div className="portal-design-preview" style={previewStyle} data-testid={testId} data-palette={palette}>
      {logo ? <img src={logo} alt={text('logo')} /> : <Callout>{text('noLogo')}</Callout>}
      <span className="portal-design-swatch" style={{ background: swatch }} />
      <Button intent="primary">{partnerName}</Button>
      <span>{text(palette)}</span>
    </div>
  );
}
