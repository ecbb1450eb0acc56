import { observer } from 'mobx-react-lite';
import type { PeriodCode } from '@domain/grading/periods';
import type { PeriodChoice } from '@application/gradebook/PeriodChoice';
import { Select } from '@ui/components/Select';
import { useAreaFormat } from '@ui/pages/gradebook/areas/areaFormat';

/** The period an area shows (ranking, analysis, graphics): the grid's periods by name. */
export const PeriodSelect = observer(function PeriodSelect({ choice, label }: { choice: PeriodChoice; label: string }) {
  const format = useAreaFormat();
  const handleChange = (value: string) => choice.choose(value as PeriodCode);
  return <Select label={label} value={choice.code} options={choice.options.map((code) => ({ value: code, label: format.period(code) }))} onChange={handleChange} />;
});
