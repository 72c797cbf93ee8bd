import { COLORS } from '@/config/constants.ts';
import { contrastRatio, mix, readableOn, themeVariables } from './theme.ts';

describe('tenant theme', () => {
  it('puts the tenant colour on Blueprint’s primary intent, darker on hover and active', () => {
    const vars = themeVariables('#0f7b6c', 'cold');
    expect(vars['--bp-intent-primary-rest']).toBe('#0F7B6C');
    expect(vars['--bp-intent-primary-hover']).toBe(mix('#0F7B6C', '#000000', 0.15));
    expect(contrastRatio(vars['--bp-intent-primary-active'] ?? '', '#FFFFFF')).toBeGreaterThan(contrastRatio('#0F7B6C', '#FFFFFF'));
  });

  it('uses the spec colours for positive, neutral and negative', () => {
    const vars = themeVariables('#C2410C', 'warm');
    expect(vars['--bp-intent-success-rest']).toBe(COLORS.positive);
    expect(vars['--bp-intent-warning-rest']).toBe(COLORS.neutral);
    expect(vars['--bp-intent-danger-rest']).toBe(COLORS.negative);
  });

  it('tints background and accent by palette', () => {
    const cold = themeVariables('#3F56D1', 'cold');
    const warm = themeVariables('#3F56D1', 'warm');
    expect(cold['--portal-background']).not.toBe(warm['--portal-background']);
    expect(cold['--portal-accent']).not.toBe(warm['--portal-accent']);
    // cold leans blue, warm leans red
    const blueMinusRed = (hex: string) => Number.parseInt(hex.slice(5, 7), 16) - Number.parseInt(hex.slice(1, 3), 16);
    expect(blueMinusRed(cold['--portal-background'] ?? '')).toBeGreaterThan(blueMinusRed(warm['--portal-background'] ?? ''));
  });

  it('falls back to the platform primary for a colour that is not #RRGGBB', () => {
    expect(themeVariables('red', 'cold')['--bp-intent-primary-rest']).toBe(COLORS.primary);
  });

  it('writes readable text on light and dark colours', () => {
    expect(readableOn('#0F7B6C')).toBe('#FFFFFF');
    expect(readableOn('#FFE066')).toBe('#111418');
  });
});
