import { offerPrice, offerVolume, statusColour, statusTone } from './offer-display.ts';

describe('how an offer reads (spec section 9)', () => {
  it('colours accepted positive, open offers neutral, expired and rejected negative', () => {
    expect(statusColour('accepted')).toBe('#45B61B');
    for (const status of ['requested', 'priced', 'released'] as const) expect(statusColour(status)).toBe('#FF9505');
    for (const status of ['expired', 'rejected'] as const) expect(statusTone(status)).toBe('negative');
    expect(statusColour('expired')).toBe('#FF0000');
  });

  it('shows a price per MWh as Rp./kWh (CHF) or ct/kWh (EUR): divided by 10, 4 decimals, half up', () => {
    expect(offerPrice('85.123456', 'CHF')).toBe('8.5123 Rp./kWh');
    expect(offerPrice('92', 'EUR')).toBe('9.2000 ct/kWh');
    expect(offerPrice('0.00005', 'EUR')).toBe('0.0000 ct/kWh');
    expect(offerPrice('0.0005', 'CHF')).toBe('0.0001 Rp./kWh');
    expect(offerPrice('12345.6', 'CHF')).toBe("1'234.5600 Rp./kWh");
    expect(offerPrice(null, 'CHF')).toBe('–');
  });

  it('shows volumes in whole kWh with the apostrophe separator', () => {
    expect(offerVolume('1234567.5')).toBe("1'234'568 kWh");
    expect(offerVolume('0')).toBe('0 kWh');
  });
});
