import { offerStream, type OfferEvent } from '@portal/events';
import { outgoingFile } from '../runtime/reaction-ports.ts';
import { defineReactor, type PortalCommand, type ReactionPorts } from '../runtime/reactor.ts';
import { documentContent } from './document-content.ts';
import { documentInputAt, type DocumentTemplate } from './document-input.ts';
import { renderOfferPdf } from './render-pdf.ts';

export const offerDocumentName = 'offer-document';

/**
 * The offer document reaction (spec section 2, the offer's documents tab). On OfferPriced and on
 * OfferReleased it renders the offer as a PDF: the partner's newest German document template
 * (DocumentTemplatePublished, language de) first, then the offer's pages (render-pdf.ts), and
 * asks for RecordOfferDocument with the next version, the PDF as the command's file (the runner
 * stores it first).
 *
 * Everything is read as it stood at the trigger, and the PDF's dates are the trigger's time, so
 * a replay renders the same bytes: a hash already recorded for the offer (read from the offer's
 * stream as it stands now) asks for nothing, and the version counts every document recorded so
 * far, those after the trigger included. The commandId derives from the trigger.
 */
export const offerDocumentReactor = defineReactor<PortalCommand, OfferEvent>()({
  name: offerDocumentName,
  handles: ['OfferPriced', 'OfferReleased'],
  async react(trigger, history, ports) {
    const { offerId } = trigger.data;
    const offer = await ports.current(offerStream(offerId));
    const known = offer.flatMap((e) => (e.type === 'OfferDocumentRecorded' ? [e.data] : []));
    const input = await documentInputAt(trigger, offer.filter((e) => e.revision <= trigger.revision), history, ports, offerDocumentName);
    if (!input) return [];
    const { template, ...document } = input;
    const { bytes, used } = await render(document, template, ports, offerId);
    const file = outgoingFile(bytes, 'application/pdf');
    if (known.some((d) => d.file === file.hash)) return [];
    const version = known.length + 1;
    return [{ type: 'RecordOfferDocument', data: { offerId, version, language: 'de', name: `Angebot ${offerId} v${version}`, file: file.hash, template: used }, files: [file] }];
  },
});

/** The PDF after the template, or without it when pdf-lib cannot read it (encrypted, damaged): a bad template must not cost the offer its document. */
async function render(
  document: Parameters<typeof documentContent>[0],
  template: DocumentTemplate | null,
  ports: Pick<ReactionPorts, 'logger'>,
  offerId: string,
): Promise<{ bytes: Uint8Array; used: string | null }> {
  const options = { date: new Date(document.issuedAt), author: document.partnerName ?? 'Portal' };
  try {
    return { bytes: await renderOfferPdf(documentContent(document), { ...options, template: template?.bytes ?? null }), used: template?.file ?? null };
  } catch (error) {
    if (!template) throw error;
    ports.logger.warn({ worker: offerDocumentName, offerId, template: template.file, err: error }, 'document template unreadable, rendered without it');
    return { bytes: await renderOfferPdf(documentContent(document), { ...options, template: null }), used: null };
  }
}
