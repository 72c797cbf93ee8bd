import { skipToken } from '@reduxjs/toolkit/query/react';
import { currentDomain, useGetConfigDbQuery, useGetLogoQuery } from '@/lib/tenant.ts';
import { DefaultLogo } from './default-logo.tsx';

/** The partner's logo from /api/getLogo/{salesPartnerId}; the platform logo when there is none. */
export function TenantLogo({ alt }: { alt: string }) {
  const config = useGetConfigDbQuery(currentDomain());
  const salesPartnerId = config.data?.salesPartnerId ?? null;
  const logo = useGetLogoQuery(salesPartnerId ?? skipToken);
  if (!salesPartnerId || !logo.data) return <DefaultLogo />;
  return <img className="portal-logo" data-testid="tenant-logo" src={logo.data} alt={alt} />;
}
