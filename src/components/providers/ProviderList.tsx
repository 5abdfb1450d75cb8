/**
 * The doctors view (spec §2.5): saved providers with their coverage-type
 * icon, name, speciality and address, Edit and Remove; the heading wording
 * for private fee-for-service plans; the provider search tool; the empty
 * state with the save-doctor and import links.
 */
import { providerKey } from '../../domain/providers';
import { useAtomValue } from 'jotai';
import { startTransition, useCallback, useId, useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import type { Provider } from '../../api/schemas/provider';
import { removalCode, removeProvider } from '../../state/removalOnDemand';
import { providersAtom } from '../../state/savedItems';
import { savedPlansAtom } from '../../state/savedPlans';
import { Button } from '../common/Button';
import { deepActiveElement } from '../common/focus';
import { useEmit } from '../common/host';
import { IMPORT_REQUESTED } from '../../state/hostEvents';
import { lazyDialog, usePrefetchWhenSettled } from '../common/lazyDialog';
import { LiveRegion } from '../common/LiveRegion';
import { useConfirmedRemoval } from '../common/useConfirmedRemoval';
import { elementAtom } from '../common/elementAtom';
import { Spinner } from '../common/Spinner';
import { stableKeys } from '../common/stableKeys';
import { useStartup } from '../common/useStartupAndContent';
import { Heading, Section } from '../common/headings';
import { useMessages } from '../i18n/useMessages';
import { providersMessages } from './providersMessages';
import { providersHeading } from './providerText';
import { openProviderSearch, useSearchPlace } from './providerTool';
import { ProviderRow } from './ProviderRow';
import { EmptyItems } from '../common/EmptyItems';
import { providerListCss } from './ProviderList.css';
import { useSheet } from '../common/useSheet';

const RemoveProviderDialog = lazyDialog(() => import('./RemoveProviderDialog'), 'remove provider');

/** The doctor this element's remove pop-up asks about (spec §3.9 providerToBeDeleted). */
const useProviderToBeDeletedAtom = elementAtom<Provider | null>(null);

/**
 * A row the sync takes away (the search tool dropped its doctor) takes the
 * control focused in it too, often its Edit button, where the tool handed
 * focus back: focus then goes to the view's heading, not the page's body.
 * Returns the list's focus handler, which notes what had focus in it.
 */
function useFocusKeptAsRowsGo(providers: readonly Provider[], headingRef: RefObject<HTMLElement | null>) {
  const focusedInList = useRef<Element | null>(null);
  useLayoutEffect(() => {
    const lost = focusedInList.current?.isConnected === false;
    const active = deepActiveElement();
    if (lost && (!active || active === document.body)) headingRef.current?.focus();
  }, [providers, headingRef]);
  return (event: { target: Element }) => {
    focusedInList.current = event.target;
  };
}

/** The view's heading at the element's level; the empty view's and the list's one below; each doctor's two below. */
export function ProviderList() {
  useSheet(providerListCss);
  const messages = useMessages(providersMessages);
  const status = useStartup();
  const providers = useAtomValue(providersAtom);
  const savedPlans = useAtomValue(savedPlansAtom);
  const place = useSearchPlace();
  const keys = useMemo(() => stableKeys(providers, providerKey), [providers]);
  const onEdit = useCallback((provider: Provider) => openProviderSearch(place, provider), [place]);
  const emit = useEmit();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const loading = status === 'notLoaded' || status === 'loading';
  const noteFocusInList = useFocusKeptAsRowsGo(providers, headingRef);

  // The removal's code, fetched ahead with the pop-up's (removalOnDemand.ts).
  usePrefetchWhenSettled(removalCode);
  const removal = useConfirmedRemoval<Provider>({
    remove: removeProvider,
    popup: useProviderToBeDeletedAtom(),
    nameOf: (provider) => provider.providerName,
    savedIn: messages.savedIn,
    // As for drugs: the row leaves at once, the pop-up closes as a transition.
    closeAtStart: true,
    closing: startTransition,
  });
  const providerToBeDeleted = removal.item;

  return (
    <section className="sp-providers" aria-labelledby={headingId} part="providers">
      <Heading id={headingId} ref={headingRef} tabIndex={-1} className="sp-providers__heading">
        {messages.heading}
      </Heading>
      <Section>
        {loading ? (
          <Spinner label={messages.loading} labelVisible />
        ) : providers.length === 0 ? (
          <EmptyItems
            block="sp-providers"
            heading={messages.emptyHeading}
            why={messages.emptyWhy}
            addLabel={messages.findAndSave}
            addVariant="link"
            onAdd={() => openProviderSearch(place)}
            onImport={() => emit(IMPORT_REQUESTED, { entryPoint: 'providers' })}
          />
        ) : (
          <>
            <div className="sp-providers__bar">
              <Heading className="sp-providers__list-heading">{providersHeading(savedPlans, messages)}</Heading>
              <Button variant="secondary" onClick={() => openProviderSearch(place)}>
                {messages.addOrEdit}
              </Button>
            </div>
            <ul className="sp-providers__list" part="list" onFocus={noteFocusInList}>
              <Section>
                {providers.map((provider, index) => (
                  <ProviderRow key={keys[index]} provider={provider} onEdit={onEdit} onRemove={removal.open} />
                ))}
              </Section>
            </ul>
          </>
        )}
      </Section>
      <LiveRegion message={removal.message} />
      <RemoveProviderDialog
        open={providerToBeDeleted !== null}
        provider={providerToBeDeleted}
        onClose={removal.close}
        onConfirm={(provider) => void removal.confirm(provider)}
        returnFocus={() => headingRef.current}
      />
    </section>
  );
}
