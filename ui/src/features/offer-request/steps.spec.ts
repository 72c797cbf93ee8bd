import { nextStep, offerSteps, previousStep, requestFieldsFor, stepIndex, stepOfField, stepOfIndex, stepsFor } from './steps.ts';

describe('offer request steps', () => {
  it('shows a partner all eleven steps in the spec order, a customer all but market area, type and customer', () => {
    expect(stepsFor('salesPartner')).toEqual(offerSteps);
    expect(stepsFor('salesPartner')).toHaveLength(11);
    expect(stepsFor('customer')).toEqual(['direction', 'loadProfile', 'product', 'deliveryYears', 'details', 'ecology', 'offerTime', 'meteringPoint']);
  });

  it('numbers a draft step among all eleven, whatever the role', () => {
    expect(stepIndex('marketArea')).toBe(0);
    expect(stepIndex('direction')).toBe(3);
    expect(stepIndex('meteringPoint')).toBe(10);
    expect(stepOfIndex(5, 'customer')).toBe('product');
    expect(stepOfIndex(5, 'salesPartner')).toBe('product');
  });

  it("continues a draft at its step, or at the role's first when the role does not see it", () => {
    expect(stepOfIndex(1, 'customer')).toBe('direction');
    expect(stepOfIndex(undefined, 'salesPartner')).toBe('marketArea');
    expect(stepOfIndex(42, 'salesPartner')).toBe('marketArea');
  });

  it('goes forward and back within the role steps', () => {
    expect(nextStep('customer', 'salesPartner')).toBe('direction');
    expect(nextStep('meteringPoint', 'salesPartner')).toBeNull();
    expect(previousStep('direction', 'customer')).toBeNull();
    expect(previousStep('direction', 'salesPartner')).toBe('customer');
  });

  it('finds the step of a field, sub-paths included', () => {
    expect(stepOfField('deliveryYears.0', 'salesPartner')).toBe('deliveryYears');
    expect(stepOfField('ecology.energyQuality', 'customer')).toBe('ecology');
    expect(stepOfField('histRangeEnd', 'customer')).toBe('loadProfile');
    expect(stepOfField('customerId', 'salesPartner')).toBe('customer');
  });

  it('has no field for a customer own customer and market area, nor for the draft id', () => {
    expect(stepOfField('customerId', 'customer')).toBeNull();
    expect(stepOfField('marketArea', 'customer')).toBeNull();
    expect(stepOfField('draftId', 'salesPartner')).toBeNull();
    expect(requestFieldsFor('customer')).not.toContain('customerId');
    expect(requestFieldsFor('salesPartner')).toContain('customerId');
  });
});
