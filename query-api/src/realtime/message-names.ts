/**
 * The socket message a client receives for a bus topic (spec section 7): the offer and strategy
 * tables have one message per role, so each role's UI invalidates only its own table.
 */
const byTopic: Record<string, Partial<Record<'admin' | 'salesPartner' | 'customer' | 'auditor' | 'default', string>> & { any?: string }> = {
  OFFER: { admin: 'recalcOfferTable', salesPartner: 'recalcOfferTableSP', customer: 'recalcOfferTableCU' },
  PROCUREMENT_STRATEGY: { admin: 'recalcProcStratTable', salesPartner: 'recalcProcStratTableSP', customer: 'recalcProcStratTableCU' },
  CONFIG: { any: 'recalcConfig' },
  DESIGN: { any: 'recalcDesign' },
  TERMS: { any: 'recalcTerms' },
  // Additions to the spec's names: one read model row, sent with the row to those who may read it.
  CUSTOMER: { any: 'recalcCustomer' },
  USER: { any: 'recalcUser' },
  SALES_PARTNER: { any: 'recalcSalesPartner' },
  METERING_POINT: { any: 'recalcMeteringPoint' },
  // The admin's market import jobs (issue 13): platform-wide, so no other role may have a name for it.
  MARKET_IMPORT_JOB: { admin: 'recalcMarketImportJobs' },
};

export function messageNameFor(topic: string, role: 'admin' | 'salesPartner' | 'customer' | 'auditor' | 'default'): string | null {
  // The auditor reads through the audit routes alone (docs/adr/0025-auditors.md): no business
  // notification reaches his pages, not even a platform-wide hint; logouts are sent before this.
  if (role === 'auditor') return null;
  const names = byTopic[topic];
  return names?.[role] ?? names?.any ?? null;
}
