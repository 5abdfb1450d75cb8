/**
 * The CSS of every common component, in one list for elements to adopt:
 *
 *   defineElement('saved-plans', SavedPlans, { styles: [...commonStyles, savedPlansCss] });
 *
 * Each text becomes one constructable sheet per page (src/styles/sheet.ts
 * caches by text), shared by every element that lists it. An element that
 * wants less can list single sheets instead (`[buttonCss, dialogCss]`), but
 * must then include the sheet of every common component it renders,
 * including those used inside others (Dialog uses Icon; Banner uses Button
 * and Icon; LoadingOverlay uses Dialog and Spinner).
 */
import { accordionCss } from './Accordion.css';
import { bannerCss } from './Banner.css';
import { buttonCss } from './Button.css';
import { cardCss } from './Card.css';
import { dialogCss } from './Dialog.css';
import { iconCss } from './Icon.css';
import { scrollBoxCss } from './ScrollBox.css';
import { spinnerCss } from './Spinner.css';
import { tagCss } from './Tag.css';
import { toggleCss } from './Toggle.css';
import { safeHtmlCss } from './SafeHtml.css';
import { liveRegionCss } from './LiveRegion.css';

export const commonStyles: readonly string[] = [
  iconCss,
  buttonCss,
  accordionCss,
  toggleCss,
  cardCss,
  tagCss,
  spinnerCss,
  scrollBoxCss,
  bannerCss,
  dialogCss,
  safeHtmlCss,
  liveRegionCss,
];
