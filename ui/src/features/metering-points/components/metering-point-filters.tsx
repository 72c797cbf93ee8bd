import { Button, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { minSearchLength } from '@portal/events/read-contracts';
import { useTranslation } from 'react-i18next';
import { emptyFilter, type FilterValues, searchTooShort } from '@/entities/metering-point/metering-point-query.ts';
import type { ConfigSelect } from '@/lib/config-select.ts';
import { CustomerChoice } from './customer-choice.tsx';

// The list's filters: full text from 3 characters (a hint below that), direction, country,
// market area and, for a partner or the admin, the customer.

interface FiltersProps {
  value: FilterValues;
  onChange: (value: FilterValues) => void;
  config: ConfigSelect | undefined;
}

export function MeteringPointFilters({ value, onChange, config }: FiltersProps) {
  const { t } = useTranslation();
  const any = { value: '', label: t('meteringPoints.filters.any') };
  const select = (name: 'direction' | 'country' | 'marketArea', options: { value: string; label: string }[]) => (
    <FormGroup label={t(`meteringPoints.filters.${name}`)} labelFor={`mp-filter-${name}`}>
      <HTMLSelect
        id={`mp-filter-${name}`}
        data-testid={`mp-filter-${name}`}
        value={value[name]}
        options={[any, ...options]}
        onChange={(event) => onChange({ ...value, [name]: event.currentTarget.value })}
      />
    </FormGroup>
  );
  const tooShort = searchTooShort(value.search);
  return (
    <div className="portal-filter-bar" data-testid="mp-filters">
      <FormGroup
        label={t('meteringPoints.filters.search')}
        labelFor="mp-filter-search"
        helperText={tooShort ? <span data-testid="mp-filter-search-hint">{t('meteringPoints.filters.searchHint', { min: minSearchLength })}</span> : undefined}
      >
        <InputGroup
          id="mp-filter-search"
          data-testid="mp-filter-search"
          type="search"
          placeholder={t('meteringPoints.filters.searchPlaceholder')}
          value={value.search}
          maxLength={100}
          onValueChange={(search) => onChange({ ...value, search })}
        />
      </FormGroup>
      {select('direction', (['CONS', 'PROD'] as const).map((d) => ({ value: d, label: t(`meteringPoints.directions.${d}`) })))}
      {select('country', (config?.configCountries ?? []).filter((c) => c.active).map((c) => ({ value: c.id, label: c.name })))}
      {select('marketArea', (config?.marketareasAllObjSP ?? []).filter((a) => a.active).map((a) => ({ value: a.id, label: a.name })))}
      <CustomerChoice id="mp-filter-customerId" value={value.customerId} onChange={(customerId) => onChange({ ...value, customerId })} allowAll />
      <Button className="portal-filter-reset" variant="minimal" onClick={() => onChange(emptyFilter)} data-testid="mp-filter-reset">
        {t('meteringPoints.filters.reset')}
      </Button>
    </div>
  );
}
