/** The common components' own texts on a Spanish page; a caller's texts come from the caller. */
import { expect } from '@open-wc/testing';
import { useState, type ReactNode } from 'react';
import { atom } from 'jotai';
import { Banner } from '../../../src/components/common/Banner';
import { LinkButton } from '../../../src/components/common/Button';
import { Dialog } from '../../../src/components/common/Dialog';
import { lazyDialog } from '../../../src/components/common/lazyDialog';
import { LiveRegion } from '../../../src/components/common/LiveRegion';
import { Spinner } from '../../../src/components/common/Spinner';
import { commonStyles } from '../../../src/components/common/styles';
import { Tag } from '../../../src/components/common/Tag';
import { useConfirmedRemoval } from '../../../src/components/common/useConfirmedRemoval';
import { LocaleContext } from '../../../src/components/i18n/LocaleScope';
import { spanish } from '../../../src/components/i18n/spanish';
import { getByRole, getByText, queryAllByRole, queryByRole } from '../../helpers/queries';
import { render } from '../../helpers/render';
import { englishLeft } from '../../helpers/spanish';
import { waitFor } from '../../helpers/wait';
import type { RemoveDrugProps } from './fixtures/RemoveDrugDialog';

/** What an element's LocaleScope gives a Spanish tree once the Spanish catalogs are in. */
function InSpanish({ children }: { children: ReactNode }) {
  return (
    <div lang="es">
      <LocaleContext.Provider value={{ locale: 'es', spanish, ownLocale: null }}>{children}</LocaleContext.Provider>
    </div>
  );
}

const inSpanish = (ui: ReactNode) => render(<InSpanish>{ui}</InSpanish>, { styles: [...commonStyles] });

describe('common components in Spanish', () => {
  it('Banner, Spinner, LinkButton and Tag say their own texts in Spanish', async () => {
    const { root, host } = await inSpanish(
      <>
        <Banner variant="warning" heading="Servicio no disponible" onClose={() => undefined}>
          Vuelva a intentarlo más tarde.
        </Banner>
        <Spinner />
        <LinkButton href="/hsid-member-portal-redirection" newTab variant="secondary">
          Beneficios para miembros
        </LinkButton>
        {(['MA', 'MAPD', 'PDP', 'SNP', 'MS'] as const).map((type) => <Tag key={type} planType={type} />)}
      </>,
    );
    expect(getByRole(root, 'button', 'Cerrar').getAttribute('aria-describedby')).to.exist;
    expect(getByRole(root, 'status', 'Cargando')).to.exist;
    expect(getByRole(root, 'link', 'Beneficios para miembros (se abre en una pestaña nueva)')).to.exist;
    getByText(root, 'Plan Medicare Advantage con cobertura de medicamentos recetados');
    getByText(root, 'Seguro Suplementario de Medicare (Medigap)');
    expect(englishLeft(root)).to.deep.equal([]);
    await expect(host).to.be.accessible();
  });

  it("a Dialog's Close button is named in Spanish", async () => {
    const { root, host } = await inSpanish(
      <Dialog open onClose={() => undefined} heading="¿Quitar el plan?" description="AARP Medicare Advantage Plan 1 se quitará de sus planes guardados.">
        <p>Puede volver a guardarlo cuando quiera.</p>
      </Dialog>,
    );
    const dialog = getByRole(root, 'dialog', '¿Quitar el plan?');
    expect(getByRole(dialog, 'button', 'Cerrar')).to.exist;
    expect(englishLeft(root, ['AARP Medicare Advantage Plan 1'])).to.deep.equal([]);
    await expect(host).to.be.accessible();
  });

  // The load is refused only once the loading pop-up was checked; its logged warning is kept off the console.
  it('a lazy pop-up says it is loading, and that it could not be opened, in Spanish', async () => {
    const originalWarn = console.warn;
    console.warn = () => undefined;
    try {
      let fail: (error: Error) => void = () => undefined;
      const Lazy = lazyDialog<RemoveDrugProps>(() => new Promise((_, reject) => (fail = reject)), 'remove drug');
      function Opener() {
        const [open, setOpen] = useState(true);
        return <Lazy open={open} onClose={() => setOpen(false)} drugName="Atorvastatin 10 mg" />;
      }
      const { root, host } = await inSpanish(<Opener />);
      const loading = await waitFor(() => queryByRole(root, 'dialog', 'Cargando'), 'no Spanish loading pop-up');
      expect(getByRole(loading, 'status', 'Cargando, espere un momento.')).to.exist;
      expect(englishLeft(root)).to.deep.equal([]);
      await expect(host).to.be.accessible();

      fail(new Error('chunk failed'));
      const notice = await waitFor(() => queryByRole(root, 'dialog', 'No se pudo abrir'), 'no Spanish failure notice');
      expect(notice.textContent).to.contain('Revise su conexión a internet e inténtelo de nuevo.');
      expect(getByRole(notice, 'button', 'Intentar de nuevo')).to.exist;
      expect(getByRole(notice, 'button', 'Cerrar')).to.exist;
      expect(englishLeft(root)).to.deep.equal([]);
      await expect(host).to.be.accessible();
    } finally {
      console.warn = originalWarn;
    }
  });

  it('a removal is announced in Spanish, whether it held or not', async () => {
    let held = true;
    const popup = atom<string | null>(null);
    function Removal() {
      const { message, confirm } = useConfirmedRemoval<string>({
        remove: () => Promise.resolve(held),
        popup,
        nameOf: (name) => name,
        savedIn: 'sus medicamentos guardados',
      });
      return (
        <>
          <button type="button" onClick={() => void confirm('Lisinopril 10 mg')}>
            Quitar
          </button>
          <LiveRegion message={message} />
        </>
      );
    }
    const { root } = await inSpanish(<Removal />);
    const said = (text: string) => queryAllByRole(root, 'status').some((status) => status.textContent === text);
    getByRole(root, 'button', 'Quitar').click();
    await waitFor(() => said('Lisinopril 10 mg se eliminó de sus medicamentos guardados.'), 'removal not announced in Spanish');
    held = false;
    getByRole(root, 'button', 'Quitar').click();
    await waitFor(() => said('No se pudo eliminar Lisinopril 10 mg. Inténtelo de nuevo.'), 'failure not announced in Spanish');
  });
});
