// Texts of the margins and service fees page (one top-level key: `marginsServiceFees`), handed
// to the app in feature.ts. French follows with the translation round (frUntranslated).

const de = {
  marginsServiceFees: {
    intro: 'Ihre Marge und Servicegebühr je Produkt. Sie gelten für jedes Angebot, das ab jetzt für Ihre Kunden bepreist wird. Beträge in der Währung des Angebots, mit Dezimalpunkt.',
    products: {
      FULL: 'Vollversorgung (FULL)',
      SPOT: 'Spot (SPOT)',
      BALA: 'Ausgleichsenergie (BALA)',
    },
    fields: {
      margin: 'Marge pro MWh',
      variableFeePerMwh: 'Servicegebühr pro MWh',
      minFee: 'Minimale Servicegebühr pro Jahr',
      maxFee: 'Maximale Servicegebühr pro Jahr',
      spotFee: 'Spotgebühr pro MWh',
      multiplicatorBuy: 'Faktor auf den Spotpreis (Bezug)',
      multiplicatorSell: 'Faktor auf den Spotpreis (Einspeisung)',
    },
    example: 'Bei {{volume}} MWh im Jahr beträgt die Servicegebühr {{fee}}, das sind {{perMwh}} pro MWh oder {{perKwh}} Rp./ct pro kWh.',
    exampleIncomplete: 'Das Beispiel erscheint, sobald die Servicegebühr gültig ausgefüllt ist.',
    updatedAt: 'Zuletzt gespeichert am {{date}}.',
    neverSet: 'Noch nicht festgelegt: Es gelten die Vorgaben (keine Marge, keine Gebühr, Faktoren 1).',
    save: 'Speichern',
    errors: {
      comma: 'Bitte einen Dezimalpunkt schreiben (3.5 statt 3,5).',
      range: 'Bitte eine Zahl von 0 bis {{max}} mit höchstens {{decimals}} Nachkommastellen eingeben.',
    },
  },
};

const en: typeof de = {
  marginsServiceFees: {
    intro: 'Your margin and service fee per product. They apply to every offer priced for your customers from now on. Amounts in the offer\'s currency, with a decimal point.',
    products: {
      FULL: 'Full supply (FULL)',
      SPOT: 'Spot (SPOT)',
      BALA: 'Balancing energy (BALA)',
    },
    fields: {
      margin: 'Margin per MWh',
      variableFeePerMwh: 'Service fee per MWh',
      minFee: 'Minimum service fee per year',
      maxFee: 'Maximum service fee per year',
      spotFee: 'Spot fee per MWh',
      multiplicatorBuy: 'Factor on the spot price (consumption)',
      multiplicatorSell: 'Factor on the spot price (production)',
    },
    example: 'At {{volume}} MWh a year the service fee is {{fee}}, that is {{perMwh}} per MWh or {{perKwh}} Rp./ct per kWh.',
    exampleIncomplete: 'The example appears once the service fee is filled in validly.',
    updatedAt: 'Last saved on {{date}}.',
    neverSet: 'Not set yet: the defaults apply (no margin, no fee, factors 1).',
    save: 'Save',
    errors: {
      comma: 'Please write a decimal point (3.5, not 3,5).',
      range: 'Please enter a number from 0 to {{max}} with at most {{decimals}} decimals.',
    },
  },
};

export const marginsServiceFeesCatalogue = { de, en, fr: {}, frUntranslated: ['marginsServiceFees'] };
