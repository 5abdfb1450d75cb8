/** The two-year toggle (spec §2.3): shown when two plan years are allowed; choosing one switches the plan year. */
import { useAtomValue } from 'jotai';
import { activeYearAtom, allowedPlanYearsAtom } from '../../state/planYear';
import { switchPlanYear } from '../../state/planYearSwitch';
import { Toggle } from '../common/Toggle';
import { planYearToggleOptions } from '../../domain/planCardRules';

export function PlanYearToggle() {
  const options = planYearToggleOptions(useAtomValue(allowedPlanYearsAtom));
  const activeYear = useAtomValue(activeYearAtom);
  if (!options) return null;
  return <Toggle label="Plan year" options={options} value={String(activeYear)} onChange={(year) => void switchPlanYear(Number(year))} className="sp-saved-plans__toggle" />;
}
