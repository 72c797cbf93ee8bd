import { matchRoutes, type RouteObject } from 'react-router';
import type { CustomerDetail } from '@/entities/customer/customer-api.ts';
import { type Guard, guardDecision, type GuardSession } from '../guards.ts';
import { routeTable } from '../route-table.ts';
import { type Crumb, type CrumbMatch, crumbLabel, crumbsMayRead, crumbTrail, LOADING_LABEL, type NamedParam, paramNames } from './crumb-trail.ts';

const PARTNER = '3f1c2a7e-5b8d-4c1e-9a2f-0d6e7b8c9a10';
const USER = '8a9b0c1d-2e3f-4a5b-8c6d-7e8f9a0b1c2d';
const CUSTOMER = 'c0ffee00-1234-4abc-8def-0123456789ab';

// The matches of a URL as the shell sees them: react-router matching the real route table, each
// node's crumb, parameter and guard as the route's handle (router.tsx does the same).
function matchesOf(url: string): CrumbMatch[] {
  const matches = matchRoutes(routeTable as RouteObject[], url) ?? [];
  return matches.map((m) => {
    const { crumb, param, guard } = m.route as { crumb?: string; param?: string; guard?: Guard };
    return { pathname: m.pathname, params: m.params, handle: { crumb, param, guard } };
  });
}

function trailOf(url: string): Crumb[] {
  return crumbTrail(matchesOf(url), '/');
}

type Read<T> = { data?: T; isError: boolean };
type Reads = { salesPartnerId?: Read<{ name: string }>; userId?: Read<{ prename: string; name: string }>; customerId?: Read<CustomerDetail> };

/** The crumbs' texts with the entity reads answered as given, named as crumb-labels.tsx names them. */
function textsOf(url: string, reads: Reads): string[] {
  return trailOf(url).map((crumb) => {
    if ('crumb' in crumb) return `routes.${crumb.crumb}`;
    if (!Object.hasOwn(paramNames, crumb.param)) return crumb.value;
    const param = crumb.param as NamedParam;
    const nameOf = paramNames[param] as (data: unknown) => string | null;
    return crumbLabel(crumb.value, reads[param] ?? { isError: false }, nameOf);
  });
}

const customer = (over: Partial<CustomerDetail>): CustomerDetail => ({
  id: CUSTOMER,
  salesPartnerId: PARTNER,
  customerType: 'FI',
  firmname: 'Muster Energie AG',
  contact: { sex: 'MS', prename: 'Anna', name: 'Muster', language: 'de' } as CustomerDetail['contact'],
  billingAddress: null,
  currencies: ['CHF'],
  erased: false,
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

describe('breadcrumb trail', () => {
  it('names the partner and its user instead of their ids', () => {
    const texts = textsOf(`/customer-management/sales-partner/${PARTNER}/users/${USER}/edit`, {
      salesPartnerId: { data: { name: 'Alpha Strom AG' }, isError: false },
      userId: { data: { prename: 'Paula', name: 'Meier' }, isError: false },
    });
    expect(texts).toEqual(['routes.customerManagement', 'routes.salesPartners', 'Alpha Strom AG', 'routes.users', 'Paula Meier', 'routes.edit']);
    expect(texts.join(' ')).not.toMatch(new RegExp(`${PARTNER}|${USER}`));
  });

  it('names a firm by its firm name and a private customer by its contact person', () => {
    const firm = textsOf(`/customer-management/customers/${CUSTOMER}/FI/customer-overview/contact`, { customerId: { data: customer({}), isError: false } });
    expect(firm).toContain('Muster Energie AG');
    expect(firm).not.toContain(CUSTOMER);
    const person = textsOf(`/customer-management/customers/${CUSTOMER}/PR/customer-overview/contact`, {
      customerId: { data: customer({ customerType: 'PR', firmname: null }), isError: false },
    });
    expect(person).toContain('Anna Muster');
  });

  it('names the customer and its user on the customer user pages', () => {
    const texts = textsOf(`/customer-management/customers/${CUSTOMER}/users/${USER}/FI/change-password`, {
      customerId: { data: customer({}), isError: false },
      userId: { data: { prename: 'Paula', name: 'Meier' }, isError: false },
    });
    expect(texts).toEqual(['routes.customerManagement', 'routes.customers', 'Muster Energie AG', 'Paula Meier', 'routes.changePassword']);
  });

  it('shows a placeholder while the name loads and the id once the read failed', () => {
    const url = `/account-settings/users/${USER}/edit`;
    expect(textsOf(url, {})).toEqual(['routes.accountSettings', 'routes.users', LOADING_LABEL, 'routes.edit']);
    expect(textsOf(url, { userId: { isError: true } })).toEqual(['routes.accountSettings', 'routes.users', USER, 'routes.edit']);
  });

  it('falls back to the id of an erased person without a name', () => {
    const erased = customer({ customerType: 'PR', firmname: null, contact: null, erased: true });
    expect(textsOf(`/customer-management/customers/${CUSTOMER}/PR/customer-overview/frame-contracts`, { customerId: { data: erased, isError: false } })).toContain(CUSTOMER);
  });

  it('shows a parameter without a name of its own as it is', () => {
    expect(textsOf('/offers/o-17/details', {})).toEqual(['routes.offers', 'o-17', 'routes.details']);
  });

  it('reads no name on a page the guards refuse the user, which is on its way to a redirect', () => {
    const mayRead = (url: string, session: GuardSession) => crumbsMayRead(matchesOf(url), (guard) => guardDecision(guard, session, url).allow);
    const partnerPage = `/customer-management/sales-partner/${PARTNER}/users/${USER}/edit`;
    expect(mayRead(partnerPage, { role: 'admin', customerType: null })).toBe(true);
    expect(mayRead(partnerPage, { role: 'auditor', customerType: null })).toBe(false);
    expect(mayRead(partnerPage, { role: 'salesPartner', customerType: null })).toBe(false);
    expect(mayRead(`/account-settings/users/${USER}/edit`, { role: 'salesPartner', customerType: null })).toBe(true);
  });
});
