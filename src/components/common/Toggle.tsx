/**
 * A two-option toggle: two buttons side by side, each half the width, the
 * chosen one aria-pressed="true", inside a labelled group. Used for the
 * plan-year toggle (spec §2.3): 'Plans starting in November or December
 * {year}' | 'January {year} or later'.
 *
 * Toggle buttons rather than a radio group: each half is one Tab stop and
 * Enter/Space chooses it, which matches what the two labelled halves look like.
 */
import type { ReactNode } from 'react';
import { toggleCss } from './Toggle.css';
import { useSheet } from './useSheet';

export interface ToggleOption<V extends string> {
  value: V;
  label: ReactNode;
}

interface ToggleProps<V extends string> {
  /** Names the group for screen readers, e.g. 'Plan year'. */
  label: string;
  options: readonly [ToggleOption<V>, ToggleOption<V>];
  value: V;
  onChange: (value: V) => void;
  className?: string;
}

export function Toggle<V extends string>({ label, options, value, onChange, className }: ToggleProps<V>) {
  useSheet(toggleCss, 'common');
  return (
    <div role="group" aria-label={label} className={className ? `sp-toggle ${className}` : 'sp-toggle'} part="toggle">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className="sp-toggle__option"
          aria-pressed={option.value === value}
          onClick={() => option.value !== value && onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
