import { useTranslation } from 'react-i18next';
import { DateRangePicker, Inline, Select, type DateRange, type SelectOption } from '@croupier/ui';
import { useKitMessages } from './kitMessages';

export interface RecordFilter {
  name: string;
  label: string;
  value: string | undefined;
  options: SelectOption[];
  onChange: (value: string | undefined) => void;
}

const ALL = 'all';

/** The date range (spec §9 presets) and a record page's own filters. */
export function RecordsToolbar({ range, onRangeChange, filters = [] }: { range: DateRange; onRangeChange: (range: DateRange) => void; filters?: RecordFilter[] }) {
  const { t } = useTranslation();
  const kit = useKitMessages();
  return (
    <Inline space="medium" alignY="bottom">
      <DateRangePicker value={range} onChange={onRangeChange} messages={kit.dateRangePicker} />
      {filters.map((filter) => (
        <Select
          key={filter.name}
          label={filter.label}
          options={[{ value: ALL, label: t('records.all') }, ...filter.options]}
          value={filter.value ?? ALL}
          onValueChange={(value) => filter.onChange(value === ALL ? undefined : value)}
        />
      ))}
    </Inline>
  );
}
