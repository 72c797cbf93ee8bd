import { PDFDocument, rgb, StandardFonts, type PDFFont } from 'pdf-lib';

type Language = 'de' | 'en';

interface TermsText {
  readonly title: string;
  readonly intro: (partner: string) => string;
  readonly sections: readonly (readonly [string, string])[];
  readonly closing: (court: string) => string;
}

const texts: Record<Language, TermsText> = {
  de: {
    title: 'Nutzungsbedingungen Kundenportal',
    intro: (p) => `Diese Nutzungsbedingungen regeln die Nutzung des Kundenportals der ${p} (nachfolgend "Anbieterin") durch ihre Geschäfts- und Privatkunden.`,
    sections: [
      ['§ 1 Geltungsbereich', 'Das Portal dient der Einsicht in Angebote, Beschaffungsstrategien, Messpunkte und Abrechnungen sowie der Abgabe von Erklärungen im Rahmen bestehender Energielieferverträge. Für die Lieferung selbst gelten ausschliesslich die jeweiligen Allgemeinen Geschäftsbedingungen.'],
      ['§ 2 Zugang', 'Der Zugang erfolgt mit persönlichen Zugangsdaten und einer Zwei-Faktor-Authentifizierung. Die Kundin oder der Kunde hält die Zugangsdaten geheim und informiert die Anbieterin unverzüglich, wenn ein Missbrauch vermutet wird.'],
      ['§ 3 Erklärungen im Portal', 'Im Portal angenommene Angebote und freigegebene Tranchen sind verbindlich. Massgebend sind die im Zeitpunkt der Annahme angezeigten Preise und Mengen; Preise verstehen sich ohne Mehrwertsteuer.'],
      ['§ 4 Verfügbarkeit', 'Die Anbieterin bemüht sich um eine hohe Verfügbarkeit, gewährleistet jedoch keinen unterbruchsfreien Betrieb. Wartungsarbeiten werden nach Möglichkeit ausserhalb der Handelszeiten durchgeführt und vorgängig angekündigt.'],
      ['§ 5 Datenschutz', 'Personendaten werden ausschliesslich zur Vertragsabwicklung bearbeitet. Es werden nur technisch notwendige Cookies verwendet. Einzelheiten regelt die Datenschutzerklärung der Anbieterin.'],
      ['§ 6 Haftung', 'Die Anbieterin haftet für Schäden aus der Nutzung des Portals nur bei Vorsatz oder grober Fahrlässigkeit. Die Haftung für indirekte Schäden und entgangenen Gewinn ist im gesetzlich zulässigen Umfang ausgeschlossen.'],
      ['§ 7 Änderungen', 'Die Anbieterin kann diese Bedingungen ändern. Geänderte Bedingungen werden im Portal zur Annahme vorgelegt; ohne Annahme ist eine weitere Nutzung des Portals nicht möglich.'],
    ],
    closing: (court) => `Es gilt das Recht am Sitz der Anbieterin. Ausschliesslicher Gerichtsstand ist ${court}.`,
  },
  en: {
    title: 'Customer Portal Terms of Use',
    intro: (p) => `These terms govern the use of the customer portal of ${p} (the "Provider") by its business and private customers.`,
    sections: [
      ['1 Scope', 'The portal shows offers, procurement strategies, metering points and billing, and lets customers make declarations under existing energy supply contracts. The supply itself is governed solely by the applicable general terms and conditions.'],
      ['2 Access', 'Access requires personal credentials and two-factor authentication. Customers keep their credentials secret and tell the Provider at once if they suspect misuse.'],
      ['3 Declarations in the portal', 'Offers accepted and tranches released in the portal are binding. The prices and volumes shown at the time of acceptance apply; prices are stated without VAT.'],
      ['4 Availability', 'The Provider aims for high availability but does not guarantee uninterrupted operation. Maintenance is announced in advance and scheduled outside trading hours where possible.'],
      ['5 Data protection', 'Personal data is processed only to perform the contract. Only technically necessary cookies are used. The Provider\'s privacy notice has the details.'],
      ['6 Liability', 'The Provider is liable for damage arising from the use of the portal only in case of intent or gross negligence. Liability for indirect damage and lost profit is excluded to the extent permitted by law.'],
      ['7 Changes', 'The Provider may change these terms. Changed terms are presented in the portal for acceptance; the portal cannot be used further without accepting them.'],
    ],
    closing: (court) => `The law at the Provider's seat applies. Exclusive place of jurisdiction is ${court}.`,
  },
};

export const termsTitle = (language: Language): string => texts[language].title;

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

// Fixed dates and no automatic metadata: the same partner gets the same bytes, hence the same
// blob, on every start.
const issued = new Date('2026-01-01T00:00:00Z');

/** A one-page A4 terms document for a demo partner. */
export async function demoTermsPdf(partner: { name: string; court: string; color: string }, language: Language): Promise<Buffer> {
  const text = texts[language];
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(`${text.title} – ${partner.name}`);
  doc.setAuthor(partner.name);
  doc.setCreationDate(issued);
  doc.setModificationDate(issued);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([595.28, 841.89]);
  const margin = 64;
  const width = page.getWidth() - 2 * margin;
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(partner.color.slice(i, i + 2), 16) / 255) as [number, number, number];
  let y = page.getHeight() - margin;
  const write = (content: string, font: PDFFont, size: number, gap: number, color = rgb(0.1, 0.1, 0.1)): void => {
    for (const line of wrap(content, font, size, width)) {
      page.drawText(line, { x: margin, y, size, font, color });
      y -= size * 1.35;
    }
    y -= gap;
  };
  write(partner.name, bold, 11, 4, rgb(r, g, b));
  write(text.title, bold, 18, 10);
  write(text.intro(partner.name), regular, 10, 8);
  for (const [heading, body] of text.sections) {
    write(heading, bold, 11, 2);
    write(body, regular, 10, 8);
  }
  write(text.closing(partner.court), regular, 10, 8);
  return Buffer.from(await doc.save());
}
