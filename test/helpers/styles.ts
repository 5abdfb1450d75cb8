/**
 * Whether an element adopted the sheets of everything it renders: the
 * classes it renders that some sheet of the library styles, but none of its
 * adopted sheets does. Components adopt their own sheets (useSheet); an
 * empty answer means nothing it shows is left unstyled.
 */
import { commonStyles } from '../../src/components/common/styles';
import { dashboardCss } from '../../src/components/dashboard/Dashboard.css';
import { drugListCss } from '../../src/components/drugs/DrugList.css';
import { extraHelpCss } from '../../src/components/extraHelp/ExtraHelp.css';
import { identityDialogCss } from '../../src/components/identity/IdentityDialog.css';
import { importDialogCss } from '../../src/components/import/ImportDialog.css';
import { formFieldsCss } from '../../src/components/import/formFields.css';
import { planCardCss } from '../../src/components/plans/PlanCard.css';
import { savedPlansCss } from '../../src/components/plans/SavedPlans.css';
import { profileCss } from '../../src/components/profile/Profile.css';
import { providerListCss } from '../../src/components/providers/ProviderList.css';
import { sessionTimeoutCss } from '../../src/components/session/SessionTimeout.css';
import { toastCss } from '../../src/components/toast/Toast.css';

const VIEW_CSS = [dashboardCss, drugListCss, extraHelpCss, identityDialogCss, importDialogCss, formFieldsCss, planCardCss, savedPlansCss, profileCss, providerListCss, sessionTimeoutCss, toastCss];

/** Classes a rule's own selector names (the last compound of each selector: the element the rule styles). */
function styledClasses(cssText: string): Set<string> {
  const classes = new Set<string>();
  for (const [, selectors] of cssText.replace(/\/\*[^]*?\*\//g, '').matchAll(/([^{}]+)\{[^{}]*\}/g)) {
    for (const selector of selectors!.split(',')) {
      const last = selector.trim().split(/[\s>+~]+/).pop() ?? '';
      for (const [, name] of last.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) classes.add(name!);
    }
  }
  return classes;
}

const LIBRARY_STYLED = new Set([...commonStyles, ...VIEW_CSS].flatMap((text) => [...styledClasses(text)]));

const sheetText = (sheet: CSSStyleSheet): string => [...sheet.cssRules].map((rule) => rule.cssText).join('\n');

export function classesMissingTheirSheet(root: ShadowRoot): string[] {
  const adopted = new Set(root.adoptedStyleSheets.flatMap((sheet) => [...styledClasses(sheetText(sheet))]));
  const rendered = new Set([...root.querySelectorAll('[class]')].flatMap((el) => [...el.classList]));
  return [...rendered].filter((name) => LIBRARY_STYLED.has(name) && !adopted.has(name)).sort();
}
