/** The two-year toggle (spec §2.3): shown when two plan years are allowed; choosing one switches the plan year. */
import { useAtomValue } from 'jotai';
import { activeYearAtom, allowedPlanYearsAtom } from '../../state/planYear';
import { switchPlanYear } from '../../state/planYearSwitch';
import { Toggle } from '../common/Toggle';
import { planYearToggleOptions, type PlanYearToggleOption } from '../../domain/planCardRules';
import { useMessages } from '../i18n/useMessages';
import { plansMessages } from './plansMessages';

export function PlanYearToggle() {
  const messages = useMessages(plansMessages);
  const years = planYearToggleOptions(useAtomValue(allowedPlanYearsAtom));
  const activeYear = useAtomValue(activeYearAtom);
  if (!years) return null;
  const toOption = (option: PlanYearToggleOption) => ({ value: option.value, label: messages.planYearOption(option) });
  const options = [toOption(years[0]), toOption(years[1])] as const;
  return <Toggle label={messages.planYear} options={options} value={String(activeYear)} onChange={(year) => void switchPlanYear(Number(year))} className="sp-saved-plans__toggle" />;
}
