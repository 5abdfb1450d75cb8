/**
 * The CSS of every common component in one list, for what renders them
 * outside an element: the plain-React bench baseline's one stylesheet, and
 * tests that render a component alone. Elements need no list: each
 * component adopts its own sheet as it renders (useSheet.ts).
 */
import { accordionCss } from './Accordion.css';
import { bannerCss } from './Banner.css';
import { buttonCss } from './Button.css';
import { cardCss } from './Card.css';
import { dialogCss } from './Dialog.css';
import { modalFrameCss } from './ModalFrame.css';
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
  modalFrameCss,
  dialogCss,
  safeHtmlCss,
  liveRegionCss,
];
