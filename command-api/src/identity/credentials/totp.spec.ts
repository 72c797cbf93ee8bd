import { checkTotp, generateTotpSecret, totpCode, totpQrDataUrl, totpStepOf, totpUri } from './totp.ts';

// RFC 6238 appendix B: the ASCII key "12345678901234567890" in base32, SHA1, truncated to 6 digits.
const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const at = (seconds: number): Date => new Date(seconds * 1000);

describe('TOTP', () => {
  it('computes the RFC 6238 SHA1 test vectors, so any standard authenticator app agrees', async () => {
    expect(await totpCode(rfcSecret, at(59))).toBe('287082');
    expect(await totpCode(rfcSecret, at(1111111109))).toBe('081804');
    expect(await totpCode(rfcSecret, at(2000000000))).toBe('279037');
  });

  it('generates 160-bit base32 secrets', () => {
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(generateTotpSecret()).not.toBe(secret);
  });

  it('accepts the codes of the current, previous and next step and names the step', async () => {
    const now = at(1_700_000_015);
    const step = totpStepOf(now);
    for (const offset of [-1, 0, 1]) {
      const code = await totpCode(rfcSecret, at(1_700_000_015 + offset * 30));
      expect(await checkTotp(rfcSecret, code, now, null)).toEqual({ valid: true, step: step + offset });
    }
  });

  it('refuses codes two steps away, malformed codes and another secret', async () => {
    const now = at(1_700_000_015);
    expect(await checkTotp(rfcSecret, await totpCode(rfcSecret, at(1_700_000_015 - 60)), now, null)).toEqual({ valid: false });
    expect(await checkTotp(rfcSecret, await totpCode(rfcSecret, at(1_700_000_015 + 60)), now, null)).toEqual({ valid: false });
    expect(await checkTotp(rfcSecret, '12345', now, null)).toEqual({ valid: false });
    expect(await checkTotp(rfcSecret, '12345a', now, null)).toEqual({ valid: false });
    expect(await checkTotp(generateTotpSecret(), await totpCode(rfcSecret, now), now, null)).toEqual({ valid: false });
  });

  it('refuses the code of a step already accepted, and of earlier steps', async () => {
    const now = at(1_700_000_015);
    const step = totpStepOf(now);
    const code = await totpCode(rfcSecret, now);
    expect(await checkTotp(rfcSecret, code, now, step)).toEqual({ valid: false });
    expect(await checkTotp(rfcSecret, await totpCode(rfcSecret, at(1_700_000_015 - 30)), now, step - 1)).toEqual({ valid: false });
    expect(await checkTotp(rfcSecret, code, now, step - 1)).toEqual({ valid: true, step });
  });

  it('builds the otpauth URI with the partner as issuer and the mail as account, and its QR code', async () => {
    const secret = generateTotpSecret();
    const uri = new URL(totpUri({ secret, issuer: 'Alpha Energie GmbH', account: 'ann@alpha.test' }));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Alpha Energie GmbH:ann@alpha.test');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('Alpha Energie GmbH');
    expect(uri.searchParams.get('digits') ?? '6').toBe('6');
    expect(uri.searchParams.get('period') ?? '30').toBe('30');
    expect((uri.searchParams.get('algorithm') ?? 'SHA1').toUpperCase()).toBe('SHA1');

    const dataUrl = await totpQrDataUrl(uri.toString());
    expect(dataUrl).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(dataUrl.split(',')[1]!, 'base64');
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
  });
});
