/** Baseline for the element-count pages: only what they hold (drug lists, provider lists, saved-plans panels), each placed by a portal of one React root. */
import { commonStyles } from '../../src/components/common/styles';
import { DrugList } from '../../src/components/drugs/DrugList';
import { drugListCss } from '../../src/components/drugs/DrugList.css';
import { planCardCss } from '../../src/components/plans/PlanCard.css';
import { SavedPlans } from '../../src/components/plans/SavedPlans';
import { savedPlansCss } from '../../src/components/plans/SavedPlans.css';
import { ProviderList } from '../../src/components/providers/ProviderList';
import { providerListCss } from '../../src/components/providers/ProviderList.css';
import { mountPlain, type PlainElement } from './mount';

const element = (Component: unknown, styles: readonly string[]): PlainElement => ({ Component: Component as PlainElement['Component'], styles });

mountPlain({
  'drug-list': element(DrugList, [...commonStyles, drugListCss]),
  'provider-list': element(ProviderList, [...commonStyles, providerListCss]),
  'saved-plans': element(SavedPlans, [...commonStyles, planCardCss, savedPlansCss]),
});
