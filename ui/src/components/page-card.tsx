import { Card, H2 } from '@blueprintjs/core';
import type { ReactNode } from 'react';

/** The content card of every page: at most the spec's 1250 px wide (--portal-content-max-width). */
export function PageCard({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Card className="portal-page-card" data-testid={testId}>
      <H2 className="portal-page-title">{title}</H2>
      {children}
    </Card>
  );
}
