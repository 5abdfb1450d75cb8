import { expect } from '@open-wc/testing';
import { sendKeys } from '../../helpers/browser';
import { useState } from 'react';
import { commonStyles } from '../../../src/components/common/styles';
import { Toggle } from '../../../src/components/common/Toggle';
import { getByRole } from '../../helpers/queries';
import { render } from '../../helpers/render';
import { waitFor } from '../../helpers/wait';

function PlanYearToggle({ onChange }: { onChange?: (year: string) => void }) {
  const [year, setYear] = useState('2025');
  return (
    <Toggle
      label="Plan year"
      value={year}
      onChange={(next) => { onChange?.(next); setYear(next); }}
      options={[
        { value: '2025', label: 'Plans starting in November or December 2025' },
        { value: '2026', label: 'January 2026 or later' },
      ]}
    />
  );
}

describe('Toggle (two options)', () => {
  it('is a labelled group of two buttons, the chosen one pressed', async () => {
    const { root, host } = await render(<PlanYearToggle />, { styles: [...commonStyles] });
    getByRole(root, 'group', 'Plan year');
    expect(getByRole(root, 'button', 'Plans starting in November or December 2025').getAttribute('aria-pressed')).to.equal('true');
    expect(getByRole(root, 'button', 'January 2026 or later').getAttribute('aria-pressed')).to.equal('false');
    await expect(host).to.be.accessible();
  });

  it('gives each half 50% of the width', async () => {
    const { root } = await render(<div style={{ width: '40rem' }}><PlanYearToggle /></div>, { styles: [...commonStyles] });
    const group = getByRole(root, 'group', 'Plan year');
    const [first, second] = Array.from(group.querySelectorAll('button'));
    const half = group.clientWidth / 2;
    expect(Math.abs(first!.getBoundingClientRect().width - half)).to.be.below(1);
    expect(Math.abs(second!.getBoundingClientRect().width - half)).to.be.below(1);
  });

  it('Tab then Enter chooses the other option and reports it once', async () => {
    const changes: string[] = [];
    const { root, host } = await render(<PlanYearToggle onChange={(y) => changes.push(y)} />, { styles: [...commonStyles] });
    getByRole(root, 'button', 'Plans starting in November or December 2025').focus();
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Enter' });
    const next = getByRole(root, 'button', 'January 2026 or later');
    await waitFor(() => next.getAttribute('aria-pressed') === 'true');
    await sendKeys({ press: 'Enter' });
    expect(changes, 'choosing the current option again changes nothing').to.deep.equal(['2026']);
    await expect(host).to.be.accessible();
  });
});
