/**
 * Heading levels by context, held in one place. An element's root provides
 * its top level (its `heading-level` attribute, read within its range at the
 * element's edge, elements/attributes.ts); each `<Section>` puts what it holds
 * one level below; `<Heading>` renders the level it sits at. No heading goes
 * above h2 (the host page's) or below h6. No component takes a level.
 *
 *   <Heading>Your drugs</Heading>
 *   <Section>{drugs.map((drug) => <DrugRow drug={drug} />)}</Section>   // rows use <Heading> one level below
 */
import { createContext, useContext, type ComponentPropsWithRef, type ReactNode } from 'react';

export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

/** The outline's range, the one place it is written: below the host page's h1, down to HTML's last, h6. */
export const FIRST_HEADING_LEVEL = 2;
export const LAST_HEADING_LEVEL = 6;

/** A level held within h2..h6 (rounded; h2 when absent). */
export function heldLevel(level: number | undefined): HeadingLevel {
  return Math.min(Math.max(Math.round(level ?? FIRST_HEADING_LEVEL), FIRST_HEADING_LEVEL), LAST_HEADING_LEVEL) as HeadingLevel;
}

const LevelContext = createContext<HeadingLevel>(FIRST_HEADING_LEVEL);

/** The level a `<Heading>` here renders. */
export function useHeadingLevel(): HeadingLevel {
  return useContext(LevelContext);
}

/** Starts an outline at `level`: an element's root, or a pop-up that starts its own (Dialog.tsx). */
export function HeadingLevelProvider({ level, children }: { level: number | undefined; children: ReactNode }) {
  return <LevelContext.Provider value={heldLevel(level)}>{children}</LevelContext.Provider>;
}

/** What it holds sits one level below the headings beside it (no markup of its own). */
export function Section({ children }: { children: ReactNode }) {
  return <HeadingLevelProvider level={useHeadingLevel() + 1}>{children}</HeadingLevelProvider>;
}

/** A heading at the level of where it sits: h2..h6. */
export function Heading(props: ComponentPropsWithRef<'h2'>) {
  const Tag = `h${useHeadingLevel()}` as const;
  return <Tag {...props} />;
}
