/**
 * The Extra Help pop-up (spec §2.7 "heading, monthly premium, LIS premium,
 * explanatory lines, continue button; close and continue both close it").
 * Lazy-loaded: the widget imports it through lazyDialog when it first opens.
 *
 * Without a plan's figures it shows the spec's defaults ($24 without Extra
 * Help, $0 with); a plan card can pass its own (the pop-up's second version).
 */
import { formatCurrency } from '../../domain/format';
import { Button } from '../common/Button';
import { Dialog } from '../common/Dialog';
import type { LazyDialogProps } from '../common/lazyDialog';
import { DEFAULT_LIS_PREMIUM, DEFAULT_MONTHLY_PREMIUM, extraHelpPremiumRows } from '../../domain/extraHelpPremiums';
import { useLocale, useMessages } from '../i18n/useMessages';
import { extraHelpMessages } from './extraHelpMessages';

export interface ExtraHelpDialogProps extends LazyDialogProps {
  planYear: number;
  monthlyPremium?: number;
  lisPremium?: number;
}

export default function ExtraHelpDialog({ open, onClose, planYear, monthlyPremium = DEFAULT_MONTHLY_PREMIUM, lisPremium = DEFAULT_LIS_PREMIUM }: ExtraHelpDialogProps) {
  const texts = useMessages(extraHelpMessages);
  const locale = useLocale();
  const rows = extraHelpPremiumRows(planYear, monthlyPremium);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      heading={texts.dialogHeading}
      outline="inherit"
      className="sp-extra-help-dialog"
      footer={<Button onClick={onClose}>{texts.continue}</Button>}
    >
      <dl className="sp-extra-help-dialog__premiums">
        <div>
          <dt>{texts.monthlyPremium}</dt>
          <dd>{formatCurrency(monthlyPremium, locale)}</dd>
        </div>
        <div>
          <dt>{texts.lisPremium}</dt>
          <dd>{formatCurrency(lisPremium, locale)}</dd>
        </div>
      </dl>
      <p>{texts.programLine}</p>
      <p>{texts.lowerCostsLine}</p>
      <p>{texts.planCostsLine}</p>
      {rows.length > 0 && (
        <table className="sp-extra-help-dialog__table">
          <caption>{texts.tableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{texts.levelColumn}</th>
              <th scope="col">{texts.premiumColumn}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.level}>
                <th scope="row">{row.level}%</th>
                <td>{formatCurrency(row.monthlyPremium, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Dialog>
  );
}
