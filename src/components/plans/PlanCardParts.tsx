/** The pieces of a plan card: premium, benefits, bullets, drug cost, notices. */
import { useId } from 'react';
import type { Plan } from '../../api/schemas/plan';
import type { PlanCardBullet } from '../../domain/marketingBullets';
import { Icon } from '../common/Icon';
import { ICON_NAMES, type IconName } from '../common/icons';
import { useContent } from '../common/useStartupAndContent';
import type { MedsuppFootnote, SnpNotice } from '../../domain/planCardRules';
import { useMessages } from '../i18n/useMessages';
import type { PlanCardModel, PlanPremium } from './planCardModel';
import { plansMessages } from './plansMessages';

const isIconName = (name: string | null | undefined): name is IconName => typeof name === 'string' && (ICON_NAMES as string[]).includes(name);

export function PremiumView({ premium }: { premium: PlanPremium }) {
  const messages = useMessages(plansMessages);
  return (
    <dl className="sp-plan-card__premium">
      <div className={premium.lis ? 'sp-plan-card__figure sp-plan-card__figure--replaced' : 'sp-plan-card__figure'}>
        <dt>{messages.monthlyPremium}</dt>
        <dd>{premium.monthly ?? messages.notAvailable}</dd>
      </div>
      {premium.lis && (
        <div className="sp-plan-card__figure">
          <dt>{messages.monthlyPremiumWithExtraHelp}</dt>
          <dd>{premium.lis}</dd>
        </div>
      )}
    </dl>
  );
}

/** Marketing bullets; a bullet's icon shows (decorative) when it names one of our icons, else none. */
export function BulletList({ bullets }: { bullets: PlanCardBullet[] }) {
  const messages = useMessages(plansMessages);
  if (bullets.length === 0) return null;
  return (
    <ul className="sp-plan-card__bullets">
      {bullets.map((bullet, i) =>
        bullet.kind === 'drugCoverage' ? (
          <li key={i}>
            <span>{messages.drugCoverageBullet(bullet.coverage)}</span>
          </li>
        ) : (
          <li key={i}>
            {isIconName(bullet.icon) && <Icon name={bullet.icon} className="sp-plan-card__bullet-icon" />}
            {bullet.segments.map((segment, j) => (segment.bold ? <strong key={j}>{segment.text}</strong> : <span key={j}>{segment.text}</span>))}
          </li>
        ),
      )}
    </ul>
  );
}

type Benefit = NonNullable<Plan['benefits']>[number] & { icon?: string };
type Rider = NonNullable<Plan['rider']>[number];

/** Benefits shown while a card is collapsed; the rest appear when it expands. */
export const COLLAPSED_BENEFITS = 3;

export function BenefitList({ benefits, riders, expanded, id }: { benefits: Benefit[]; riders: Rider[]; expanded: boolean; id: string }) {
  const messages = useMessages(plansMessages);
  const shown = expanded ? benefits : benefits.slice(0, COLLAPSED_BENEFITS);
  if (shown.length === 0) return <p className="sp-plan-card__no-benefits">{messages.benefitsNotFound}</p>;
  return (
    <div id={id}>
      <dl className="sp-plan-card__benefits">
        {/* By place: a label is text in the page's language, and a key that changes with it rebuilds every row. */}
        {shown.map((benefit, i) => (
          <div key={i} className="sp-plan-card__benefit">
            <dt>
              {isIconName(benefit.icon) && <Icon name={benefit.icon} className="sp-plan-card__benefit-icon" />}
              {benefit.label}
            </dt>
            <dd>{benefit.value ?? ''}</dd>
          </div>
        ))}
      </dl>
      {expanded && riders.length > 0 && (
        <ul className="sp-plan-card__riders" aria-label={messages.optionalRiders}>
          {riders.map((rider, i) => (
            <li key={i}>
              <strong>{rider.benefitName}</strong> {rider.helpText}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function SnpNoticeView({ notice }: { notice: SnpNotice }) {
  const messages = useMessages(plansMessages);
  return <p className={`sp-plan-card__snp-message sp-plan-card__snp-message--${notice}`}>{messages.snpMessage(notice)}</p>;
}

/** Footnote markers show after the plan name; their texts at the card's foot. */
export function FootnoteMarkers({ footnotes }: { footnotes: MedsuppFootnote[] }) {
  const messages = useMessages(plansMessages);
  if (footnotes.length === 0) return null;
  return (
    <>
      {footnotes.map((n) => (
        <sup key={n} className="sp-plan-card__marker">
          <span className="sp-visually-hidden">{messages.footnote}</span>
          {n}
        </sup>
      ))}
    </>
  );
}

/** Medicare Supplement notes: positioning statement, footnotes, the F/C notice, the legal-entity disclaimer. */
export function MedsuppNotes({ plan, model }: { plan: Plan; model: PlanCardModel }) {
  const messages = useMessages(plansMessages);
  const texts = useContent('medsuppContent')?.texts ?? {};
  const listId = useId();
  const footnoteText = (n: MedsuppFootnote) => texts[`footnote${n}`] ?? messages.medsuppFootnote(n);
  return (
    <div className="sp-plan-card__notes">
      {plan.msPlanPositioningStatement && <p className="sp-plan-card__positioning">{plan.msPlanPositioningStatement}</p>}
      {model.planFOrCNotice && <p className="sp-plan-card__notice">{texts.planFCNotice ?? messages.planFCNotice}</p>}
      {model.footnotes.length > 0 && (
        <ol className="sp-plan-card__footnotes" id={listId} aria-label={messages.footnotes}>
          {model.footnotes.map((n) => (
            <li key={n} value={n}>
              {footnoteText(n)}
            </li>
          ))}
        </ol>
      )}
      {model.legalEntityDisclaimer && <p className="sp-plan-card__disclaimer">{messages.legalEntityDisclaimer(model.legalEntityDisclaimer)}</p>}
    </div>
  );
}
