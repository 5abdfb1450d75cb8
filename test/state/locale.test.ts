import { expect } from '@open-wc/testing';
import { configure } from '../../src/state/config';
import { pageLocaleAtom, watchDocumentLang } from '../../src/state/locale';
import { freshPage, leavePage } from '../helpers/page';
import { waitFor } from '../helpers/wait';

describe('state: the page locale', () => {
  afterEach(() => leavePage());

  it('is English on a page that says nothing', () => {
    document.documentElement.removeAttribute('lang');
    const store = freshPage();
    watchDocumentLang(store);
    expect(store.get(pageLocaleAtom)).to.equal('en');
  });

  it('follows <html lang>, also when it changes after the elements loaded', async () => {
    document.documentElement.lang = 'es-US';
    const store = freshPage();
    watchDocumentLang(store);
    expect(store.get(pageLocaleAtom)).to.equal('es');
    document.documentElement.lang = 'en';
    await waitFor(() => store.get(pageLocaleAtom) === 'en', 'did not follow <html lang>');
  });

  it('the page config locale wins over <html lang>; a language we do not serve reads as English', () => {
    document.documentElement.lang = 'fr';
    const store = freshPage();
    watchDocumentLang(store);
    expect(store.get(pageLocaleAtom)).to.equal('en');
    configure({ locale: 'es' });
    expect(store.get(pageLocaleAtom)).to.equal('es');
  });

  it('a config locale we do not serve is refused and the last good one stays', () => {
    const store = freshPage({ config: { locale: 'es' } });
    // @ts-expect-error a language the library does not serve (a host in plain JS can pass one)
    expect(configure({ locale: 'fr' })).to.equal(false);
    expect(store.get(pageLocaleAtom)).to.equal('es');
  });
});
