/** Baseline for the page holding only the toast. */
import { buttonCss } from '../../src/components/common/Button.css';
import { iconCss } from '../../src/components/common/Icon.css';
import { liveRegionCss } from '../../src/components/common/LiveRegion.css';
import { Toast } from '../../src/components/toast/Toast';
import { toastCss } from '../../src/components/toast/Toast.css';
import { mountPlain, type PlainElement } from './mount';

mountPlain({ toast: { Component: Toast as unknown as PlainElement['Component'], styles: [iconCss, buttonCss, liveRegionCss, toastCss] } });
