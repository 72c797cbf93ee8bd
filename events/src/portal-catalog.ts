import { eventAreas } from './areas.ts';
import { EventCatalog } from './core/catalog.ts';

/** Every event type of the portal with its upcasters and personal fields; stores read through it. */
export function portalCatalog(): EventCatalog {
  const catalog = new EventCatalog();
  for (const area of eventAreas) catalog.register(...area.events);
  for (const area of eventAreas) {
    for (const { type, fromVersion, upcast } of area.upcasters ?? []) catalog.upcaster(type, fromVersion, upcast);
    for (const [type, fields] of area.personalFields ?? []) catalog.personal(type, fields);
  }
  return catalog;
}
