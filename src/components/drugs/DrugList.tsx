/**
 * The drugs view (spec §2.4): saved drugs sorted by dosage with alternating
 * shading, the pharmacy line, add/edit, edit, remove, change pharmacy, the
 * drug cost estimator drawer, and the empty state with the import offer.
 */
import { drugKey } from '../../domain/drugs';
import { useAtomValue } from 'jotai';
import { startTransition, useCallback, useEffect, useId, useMemo, useRef } from 'react';
import type { Drug } from '../../api/schemas/drug';
import { removalCode, removeDrug } from '../../state/removalOnDemand';
import { configAtom, isFlagOn } from '../../state/config';
import { drugsAtom } from '../../state/savedItems';
import { Button } from '../common/Button';
import { useEmit } from '../common/host';
import { IMPORT_REQUESTED } from '../../state/hostEvents';
import { elementAtom } from '../common/elementAtom';
import { lazyDialog, usePrefetchWhenSettled } from '../common/lazyDialog';
import { LiveRegion } from '../common/LiveRegion';
import { useConfirmedRemoval } from '../common/useConfirmedRemoval';
import { Spinner } from '../common/Spinner';
import { stableKeys } from '../common/stableKeys';
import { useStartup } from '../common/useStartupAndContent';
import { openDrugDrawer, openDrugInfo, takeDeepLinkView } from './drugDrawer';
import { DrugRow } from './DrugRow';
import { EmptyItems } from '../common/EmptyItems';
import { useMessages } from '../i18n/useMessages';
import { drugsMessages } from './drugsMessages';
import { drugTitle } from './drugText';
import { Heading, Section } from '../common/headings';
import { PharmacyLine } from './PharmacyLine';
import { useDrugEligiblePlan } from './useDrugEligiblePlan';
import { drugListCss } from './DrugList.css';
import { useSheet } from '../common/useSheet';

const RemoveDrugDialog = lazyDialog(() => import('./RemoveDrugDialog'), 'remove drug');

/** The drug this element's remove pop-up asks about (spec §3.9 drugToBeDeleted). */
const useDrugToBeDeletedAtom = elementAtom<Drug | null>(null);

/** The view's heading at the element's level; the empty view's and the rows' one level below. */
export function DrugList() {
  useSheet(drugListCss);
  const messages = useMessages(drugsMessages);
  const status = useStartup();
  const drugs = useAtomValue(drugsAtom);
  const lisFeatureOn = isFlagOn(useAtomValue(configAtom), 'lisChanges');
  const plan = useDrugEligiblePlan();
  const emit = useEmit();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const loading = status === 'notLoaded' || status === 'loading';

  useDeepLink(status === 'ready', plan?.planId);
  const planId = plan?.planId;
  const keys = useMemo(() => stableKeys(drugs, drugKey), [drugs]);
  const onInfo = useCallback((drug: Drug) => void openDrugInfo(drug), []);
  const onEdit = useCallback((drug: Drug) => openDrugDrawer('drugDetails', { drug, planId }), [planId]);

  // The removal's code, fetched ahead with the pop-up's (removalOnDemand.ts).
  usePrefetchWhenSettled(removalCode);
  const removal = useConfirmedRemoval<Drug>({
    remove: removeDrug,
    popup: useDrugToBeDeletedAtom(),
    nameOf: drugTitle,
    savedIn: messages.savedIn,
    // The row leaves at once; closing the pop-up, which restyles the whole page, follows as a transition so the
    // removal paints within a frame.
    closeAtStart: true,
    closing: startTransition,
  });
  const drugToBeDeleted = removal.item;

  return (
    <section className="sp-drugs" aria-labelledby={headingId} part="drugs">
      <Heading id={headingId} ref={headingRef} tabIndex={-1} className="sp-drugs__heading">
        {messages.heading}
      </Heading>
      <Section>
        {loading ? (
          <Spinner label={messages.loading} labelVisible />
        ) : drugs.length === 0 ? (
          <EmptyItems
            block="sp-drugs"
            heading={messages.emptyHeading}
            why={messages.emptyWhy}
            addLabel={messages.addDrugs}
            onAdd={() => openDrugDrawer('buildDrugList')}
            onImport={() => emit(IMPORT_REQUESTED, { entryPoint: 'drugs' })}
          />
        ) : (
          <>
            <PharmacyLine plan={plan} onChangePharmacy={(planId) => openDrugDrawer('pharmacyChange', { planId })} />
            <div className="sp-drugs__actions">
              <Button variant="secondary" onClick={() => openDrugDrawer('buildDrugList')}>
                {messages.addOrEditDrugs}
              </Button>
              {lisFeatureOn && (
                <Button variant="link" onClick={() => openDrugDrawer('lisExtraHelp')}>
                  {messages.getExtraHelp}
                </Button>
              )}
            </div>
            <ul className="sp-drugs__list" part="list">
              {drugs.map((drug, index) => (
                <DrugRow key={keys[index]} drug={drug} onInfo={onInfo} onEdit={onEdit} onRemove={removal.open} />
              ))}
            </ul>
          </>
        )}
      </Section>
      <LiveRegion message={removal.message} />
      <RemoveDrugDialog
        open={drugToBeDeleted !== null}
        drug={drugToBeDeleted}
        onClose={removal.close}
        onConfirm={(drug) => void removal.confirm(drug)}
        returnFocus={() => headingRef.current}
      />
    </section>
  );
}

/** Opens the drawer once when the page was reached through the `?dce=` deep link. */
function useDeepLink(ready: boolean, planId: string | undefined): void {
  const done = useRef(false);
  useEffect(() => {
    if (!ready || done.current) return;
    done.current = true;
    const view = takeDeepLinkView();
    if (view) openDrugDrawer(view, { planId, fromDeepLink: true });
  }, [ready, planId]);
}
