import { Button, Checkbox, ControlGroup, H4, HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Currency } from '../api.ts';
import { Field, fieldTestId, TextField } from './form-field.tsx';
import type { SectionProps } from './partner-general-fields.tsx';

const currencies: readonly Currency[] = ['CHF', 'EUR'];

export interface MarketAreaChoice {
  id: string;
  name: string;
  active: boolean;
}

/** Currencies, market areas (several, no duplicates), X-codes and basic supply. */
export function PartnerMarketFields({ draft, onChange, errors, marketAreas }: SectionProps & { marketAreas: readonly MarketAreaChoice[] }) {
  const { t } = useTranslation();
  const toggleCurrency = (currency: Currency, on: boolean) =>
    onChange({ ...draft, currencies: currencies.filter((c) => (c === currency ? on : draft.currencies.includes(c))) });
  const setXCode = (key: 'balanceGroup' | 'supplier') => (value: string) => onChange({ ...draft, xCode: { ...draft.xCode, [key]: value.toUpperCase() } });
  const setSupply = (key: 'consumptionMeteringPoint' | 'productionMeteringPoint') => (value: string) =>
    onChange({ ...draft, basicSupply: { ...draft.basicSupply, [key]: value } });
  return (
    <section className="portal-sp-section">
      <H4>{t('salesPartners.sections.market')}</H4>
      <Field path="currencies" label={t('salesPartners.fields.currencies')} errors={errors}>
        {currencies.map((c) => (
          <Checkbox key={c} inline data-testid={fieldTestId(`currencies.${c}`)} label={c} checked={draft.currencies.includes(c)} onChange={(e) => toggleCurrency(c, e.currentTarget.checked)} />
        ))}
      </Field>
      <MarketAreaRows draft={draft} onChange={onChange} errors={errors} marketAreas={marketAreas} />
      <div className="portal-sp-grid">
        <TextField path="xCode.balanceGroup" label={t('salesPartners.fields.balanceGroup')} value={draft.xCode.balanceGroup} onChange={setXCode('balanceGroup')} errors={errors} />
        <TextField path="xCode.supplier" label={t('salesPartners.fields.supplier')} value={draft.xCode.supplier} onChange={setXCode('supplier')} errors={errors} />
        <Field path="basicSupply.marketArea" label={t('salesPartners.fields.basicSupplyMarketArea')} errors={errors}>
          <HTMLSelect
            id={fieldTestId('basicSupply.marketArea')}
            name="basicSupply.marketArea"
            data-testid={fieldTestId('basicSupply.marketArea')}
            value={draft.basicSupply.marketArea}
            onChange={(e) => onChange({ ...draft, basicSupply: { ...draft.basicSupply, marketArea: e.currentTarget.value } })}
            fill
          >
            <option value="">{t('salesPartners.none')}</option>
            <AreaOptions areas={marketAreas.filter((a) => draft.marketAreas.includes(a.id))} />
          </HTMLSelect>
        </Field>
        <TextField
          path="basicSupply.consumptionMeteringPoint"
          label={t('salesPartners.fields.consumptionMeteringPoint')}
          value={draft.basicSupply.consumptionMeteringPoint}
          onChange={setSupply('consumptionMeteringPoint')}
          errors={errors}
        />
        <TextField
          path="basicSupply.productionMeteringPoint"
          label={t('salesPartners.fields.productionMeteringPoint')}
          value={draft.basicSupply.productionMeteringPoint}
          onChange={setSupply('productionMeteringPoint')}
          errors={errors}
        />
      </div>
    </section>
  );
}

/** The partner's market areas, one select a row: a row can be removed while another is left, and one added. */
function MarketAreaRows({ draft, onChange, errors, marketAreas }: SectionProps & { marketAreas: readonly MarketAreaChoice[] }) {
  const { t } = useTranslation();
  const setArea = (index: number, value: string) => onChange({ ...draft, marketAreas: draft.marketAreas.map((m, i) => (i === index ? value : m)) });
  // Inactive areas stay choosable only where already chosen (an older partner keeps its areas).
  const choices = (current: string) => marketAreas.filter((a) => a.active || a.id === current);
  return (
    <Field path="marketAreas" label={t('salesPartners.fields.marketAreas')} errors={errors}>
      {draft.marketAreas.map((area, index) => (
        <Field key={index} path={`marketAreas.${index}`} label="" errors={errors}>
          <ControlGroup fill>
            <HTMLSelect
              id={fieldTestId(`marketAreas.${index}`)}
              name={`marketAreas.${index}`}
              aria-label={`${t('salesPartners.fields.marketAreas')} ${index + 1}`}
              data-testid={fieldTestId(`marketAreas.${index}`)}
              value={area} onChange={(e) => setArea(index, e.currentTarget.value)} fill>
              <option value="">{t('salesPartners.choose')}</option>
              <AreaOptions areas={choices(area)} />
            </HTMLSelect>
            <Button disabled={draft.marketAreas.length <= 1} onClick={() => onChange({ ...draft, marketAreas: draft.marketAreas.filter((_, i) => i !== index) })}>
              {t('salesPartners.actions.remove')}
            </Button>
          </ControlGroup>
        </Field>
      ))}
      <Button variant="minimal" intent="primary" data-testid="sp-marketAreas-add" onClick={() => onChange({ ...draft, marketAreas: [...draft.marketAreas, ''] })}>
        {t('salesPartners.actions.addMarketArea')}
      </Button>
    </Field>
  );
}

function AreaOptions({ areas }: { areas: readonly MarketAreaChoice[] }) {
  return (
    <>
      {areas.map((a) => (
        <option key={a.id} value={a.id}>
          {a.name}
        </option>
      ))}
    </>
  );
}
