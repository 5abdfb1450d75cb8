/** The two-year toggle (spec §2.3): shown when two plan years are allowed; choosing one switches the plan year. */
import { useAtomValue } from 'jotai';
import { startTransition, useOptimistic } from 'react';
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
  const [shownYear, showYear] = useOptimistic(activeYear);
  if (!years) return null;
  const toOption = (option: PlanYearToggleOption) => ({ value: option.value, label: messages.planYearOption(option) });
  const options = [toOption(years[0]), toOption(years[1])] as const;
  // The pressed half shows at once; the page's re-render for the other year (every element reading the active
  // year) is a transition React can pause for input and paint, not one long task under the reader's press.
  const choose = (year: string) => {
    startTransition(() => {
      showYear(Number(year));
      void switchPlanYear(Number(year));
    });
  };
  return <Toggle label={messages.planYear} options={options} value={String(shownYear)} onChange={choose} className="sp-saved-plans__toggle" />;
}
