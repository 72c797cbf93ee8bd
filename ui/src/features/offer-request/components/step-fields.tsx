import type { ConfigSelect } from '@/lib/config-select.ts';
import type { useRequestSources } from '../hooks/use-request-sources.ts';
import type { OfferStep } from '../steps.ts';
import { CustomerStep, CustomerTypeStep, DirectionStep, EcologyStep, MarketAreaStep, ProductStep, YearsStep } from './choice-steps.tsx';
import { DetailsStep, OfferTimeStep } from './detail-steps.tsx';
import { LoadProfileStep } from './load-profile-step.tsx';
import type { StepProps } from './step-props.ts';

interface StepFieldsProps extends StepProps {
  step: OfferStep;
  config: ConfigSelect;
  sources: ReturnType<typeof useRequestSources>;
}

/** The fields of one step; the last step's new point form stands beside the stepper's form. */
export function StepFields({ step, config, sources, ...props }: StepFieldsProps) {
  const { context } = sources;
  switch (step) {
    case 'marketArea':
      return <MarketAreaStep {...props} config={config} />;
    case 'customerType':
      return <CustomerTypeStep {...props} config={config} />;
    case 'customer':
      return <CustomerStep {...props} customers={sources.customers} />;
    case 'direction':
      return <DirectionStep {...props} />;
    case 'loadProfile':
      return (
        <LoadProfileStep {...props} points={context.points} loading={sources.pointsLoading} failed={sources.pointsFailed} ready={sources.customerId !== '' && props.values.direction !== ''} />
      );
    case 'product':
      return <ProductStep {...props} />;
    case 'deliveryYears':
      return <YearsStep {...props} today={context.today} />;
    case 'details':
      return <DetailsStep {...props} currencies={context.customerCurrencies ?? []} today={context.today} minSupplyLeadDays={context.minSupplyLeadDays} />;
    case 'ecology':
      return <EcologyStep {...props} config={config} />;
    case 'offerTime':
      return <OfferTimeStep {...props} />;
    case 'meteringPoint':
      return null;
    default: {
      const unknown: never = step;
      throw new Error(`unknown step ${String(unknown)}`);
    }
  }
}
